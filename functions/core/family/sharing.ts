import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { ArtefactEntity, artefactsOfStory } from '../../db/entities/artefact.ts';
import { ArtefactVersionEntity, versionsOfArtefact } from '../../db/entities/artefact-version.ts';
import { circlesOfMember, FamilyMemberEntity } from '../../db/entities/family-member.ts';
import { StoryEntity, storiesOfUser } from '../../db/entities/story.ts';
import { entriesOfStory, StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { queryAll } from '../../db/read.ts';
import { getStoryRecordForUser } from '../ownership/story.ts';
import type { RecordingUrl } from '../stories/entries.ts';
import { asRole, membershipOf, sharedStoryFor, usersById } from './circle.ts';

/** "Share with my family circle": the narrator's own story only (another's answers 404 like a missing one). */
export const updateSharing = async (userId: string, storyId: string, shared: boolean) => {
  await getStoryRecordForUser(userId, storyId);
  await StoryEntity.build(UpdateItemCommand)
    .item({ storyId, shared })
    .options({ condition: { attr: 'storyId', exists: true } })
    .send();
  return { id: storyId, shared };
};

/** The stories a narrator shares, newest first: their ids, titles and when they last changed. */
const sharedStoriesOf = async (narratorId: string) =>
  (
    await queryAll(StoryEntity, storiesOfUser(narratorId), {
      reverse: true,
      attributes: ['storyId', 'title', 'shared', 'deletingAt', 'updatedAt'],
    })
  )
    .filter((story) => story.shared === true && story.deletingAt === undefined)
    .map((story) => ({
      id: story.storyId,
      ...(story.title !== undefined ? { title: story.title } : {}),
      updatedAt: story.updatedAt,
    }));

/**
 * "Shared with you": the circles the caller belongs to, each with its narrator and shared stories. The index
 * finds the circles; each place is read again from the circle itself, so a removal holds at once.
 */
export const listShared = async (userId: string) => {
  const listed = await queryAll(FamilyMemberEntity, circlesOfMember(userId));
  const places = (await Promise.all(listed.map(({ narratorId }) => membershipOf(narratorId, userId)))).filter(
    (place) => place !== undefined,
  );
  const narrators = await usersById(places.map((place) => place.narratorId));
  const circles = await Promise.all(
    places.map(async (place) => {
      const narrator = narrators.get(place.narratorId);
      if (!narrator) return undefined;
      return {
        narrator: { id: narrator.userId, name: narrator.name },
        relationship: place.relationship,
        role: asRole(place.role),
        stories: await sharedStoriesOf(narrator.userId),
      };
    }),
  );
  return { circles: circles.filter((circle) => circle !== undefined) };
};

/** Each keepsake of a story at its latest version (the narrator's own, completed ones only). */
const keepsakesOf = async (ownerId: string, storyId: string) => {
  const artefacts = (await queryAll(ArtefactEntity, artefactsOfStory(storyId))).filter(
    (artefact) => artefact.userId === ownerId && artefact.status === 'completed',
  );
  const keepsakes = await Promise.all(
    artefacts.map(async (artefact) => {
      const versions = await queryAll(ArtefactVersionEntity, versionsOfArtefact(artefact.artefactId), {
        consistent: true,
        attributes: ['artefactId', 'jobId', 'version', 'generatedContent', 'createdAt'],
      });
      const latest = versions.reduce<(typeof versions)[number] | undefined>(
        (best, version) => (!best || version.version > best.version ? version : best),
        undefined,
      );
      return latest
        ? {
            id: artefact.artefactId,
            title: artefact.name,
            formatName: artefact.formatName,
            version: latest.version,
            content: latest.generatedContent,
            createdAt: latest.createdAt,
          }
        : undefined;
    }),
  );
  return keepsakes.filter((keepsake) => keepsake !== undefined);
};

/**
 * A shared story as relatives read it: its title, its typed and spoken entries (recordings through
 * short-lived URLs) with who added them, and its keepsakes' latest versions. Nothing else of the story is
 * read: no conversations, transcripts, notes, research or email insights.
 */
export const getSharedStory = async (userId: string, storyId: string, recordingUrl: RecordingUrl) => {
  const { story, member } = await sharedStoryFor(userId, storyId);
  const [narrators, records, keepsakes] = await Promise.all([
    usersById([story.userId]),
    queryAll(StoryEntryEntity, entriesOfStory(storyId), { consistent: true }),
    keepsakesOf(story.userId, storyId),
  ]);
  const entries = await Promise.all(
    [...records]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.entryId.localeCompare(b.entryId))
      .map(async (record) => ({
        id: record.entryId,
        kind: record.kind,
        content: record.content,
        createdAt: record.createdAt,
        ...(record.recordingKey ? { recordingUrl: await recordingUrl(record.recordingKey) } : {}),
        ...(record.addedBy
          ? {
              addedBy: {
                name: record.addedBy.name,
                ...(record.addedBy.relationship ? { relationship: record.addedBy.relationship } : {}),
              },
            }
          : {}),
      })),
  );
  return {
    id: story.storyId,
    ...(story.title !== undefined ? { title: story.title } : {}),
    narrator: { id: story.userId, name: narrators.get(story.userId)?.name ?? '' },
    role: asRole(member.role),
    entries,
    keepsakes,
  };
};
