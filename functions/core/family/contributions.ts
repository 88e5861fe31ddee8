import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { Contribution } from '#shared/schemas/family.ts';
import { FAMILY_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import { getAll } from '../../db/batch.ts';
import {
  contributionsOfStory,
  contributionsToNarrator,
  FamilyContributionEntity,
} from '../../db/entities/family-contribution.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { refusedAs } from '../conditional-writes.ts';
import { memoryChanged } from '../memory/changed.ts';
import { getStoryRecordForUser } from '../ownership/story.ts';
import { addEntry, deleteEntry, type RecordingUrl } from '../stories/entries.ts';
import { copyRecording, deleteRecording, ownedRecordingKey } from '../stories/recordings.ts';
import type { UserRecord } from './circle.ts';
import { sharedStoryFor } from './circle.ts';
import { derivedUuid } from './tokens.ts';

type ContributionRecord = FormattedItem<typeof FamilyContributionEntity>;

const toContribution = async (
  record: ContributionRecord,
  recordingUrl: RecordingUrl | undefined,
  storyTitle?: string,
): Promise<Contribution> => ({
  id: record.contributionId,
  storyId: record.storyId,
  ...(storyTitle !== undefined ? { storyTitle } : {}),
  kind: record.kind,
  content: record.content,
  author: {
    name: record.authorName,
    ...(record.authorRelationship ? { relationship: record.authorRelationship } : {}),
  },
  status: record.status,
  createdAt: record.createdAt,
  ...(record.recordingKey && recordingUrl ? { recordingUrl: await recordingUrl(record.recordingKey) } : {}),
  ...(record.entryId ? { entryId: record.entryId } : {}),
});

/**
 * A contributor's memory for a shared story, stored pending. A reader gets 403; outside the circle, or for a
 * story that is not shared, 404. A spoken memory links the recording the caller's transcribe call kept (under
 * the caller's own prefix: another's recording id names nothing). The client's id makes a retry store it once.
 */
export const createContribution = async (
  author: UserRecord,
  storyId: string,
  input: { id?: string; content: string; recordingId?: string },
): Promise<Contribution> => {
  const { story, member } = await sharedStoryFor(author.userId, storyId);
  if (member.role !== 'contributor') throw new ForbiddenError(FAMILY_TEXTS.readersCannotContribute);
  const recordingKey = input.recordingId
    ? await ownedRecordingKey(author.userId, input.recordingId)
    : undefined;
  const record = {
    storyId,
    contributionId: input.id ?? randomUUID(),
    narratorId: story.userId,
    authorId: author.userId,
    authorName: author.name,
    authorRelationship: member.relationship,
    kind: recordingKey ? ('voiceMemo' as const) : ('text' as const),
    content: input.content,
    ...(recordingKey ? { recordingKey } : {}),
    status: 'pending' as const,
  };
  try {
    const { ToolboxItem } = await FamilyContributionEntity.build(PutItemCommand)
      .item(record)
      .options({ condition: { attr: 'contributionId', exists: false } })
      .send();
    return toContribution(ToolboxItem as ContributionRecord, undefined, story.title);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getItem(FamilyContributionEntity, {
      storyId,
      contributionId: record.contributionId,
    });
    if (!existing || existing.authorId !== author.userId || existing.content !== input.content)
      throw new ConflictError(STORY_ERRORS.entryIdTaken);
    return toContribution(existing, undefined, story.title);
  }
};

/** The narrator's contributions still waiting, across every story, oldest first, with their stories' titles. */
export const listPendingContributions = async (narratorId: string, recordingUrl: RecordingUrl) => {
  const pending = (await queryAll(FamilyContributionEntity, contributionsToNarrator(narratorId))).filter(
    (record) => record.status === 'pending',
  );
  const storyIds = [...new Set(pending.map((record) => record.storyId))];
  const stories = new Map(
    (
      await getAll(
        StoryEntity,
        storyIds.map((storyId) => ({ storyId })),
      )
    )
      .filter((story) => story.userId === narratorId)
      .map((story) => [story.storyId, story]),
  );
  const listed = pending.filter((record) => stories.has(record.storyId));
  return {
    contributions: await Promise.all(
      listed.map((record) => toContribution(record, recordingUrl, stories.get(record.storyId)?.title)),
    ),
  };
};

/** A story's contributions (pending, accepted and declined), oldest first, for its narrator only. */
export const listStoryContributions = async (
  narratorId: string,
  storyId: string,
  recordingUrl: RecordingUrl,
) => {
  const story = await getStoryRecordForUser(narratorId, storyId);
  const records = await queryAll(FamilyContributionEntity, contributionsOfStory(storyId), {
    consistent: true,
  });
  return {
    contributions: await Promise.all(
      records
        .filter((record) => record.narratorId === narratorId)
        .sort(
          (a, b) =>
            a.createdAt.localeCompare(b.createdAt) || a.contributionId.localeCompare(b.contributionId),
        )
        .map((record) => toContribution(record, recordingUrl, story.title)),
    ),
  };
};

/** The narrator's pending contribution under their story: 404 for another's or another story's, 409 once answered. */
const pendingContribution = async (narratorId: string, storyId: string, contributionId: string) => {
  const story = await getStoryRecordForUser(narratorId, storyId);
  const record = await getItem(FamilyContributionEntity, { storyId, contributionId });
  if (!record || record.narratorId !== narratorId || record.contributionId !== contributionId)
    throw new NotFoundError(FAMILY_TEXTS.contributionNotFound);
  if (record.status !== 'pending') throw new ConflictError(FAMILY_TEXTS.contributionSettled);
  return { story, record };
};

/** Moves a pending contribution to `status` (conditional: of two answers at once, one wins; the other 409). */
const settle = async (
  record: ContributionRecord,
  status: 'accepted' | 'declined',
  extra: { entryId?: string; recordingKey?: string } = {},
): Promise<ContributionRecord> => {
  const { Attributes } = await refusedAs(
    FamilyContributionEntity.build(UpdateItemCommand)
      .item({ storyId: record.storyId, contributionId: record.contributionId, status, ...extra })
      .options({ condition: { attr: 'status', eq: 'pending' }, returnValues: 'ALL_NEW' })
      .send(),
    () => new ConflictError(FAMILY_TEXTS.contributionSettled),
  );
  return Attributes as ContributionRecord;
};

/**
 * "Add to my story": the memory becomes an entry of the story through the story's own entry writing (its
 * count, preview and memory build as for the narrator's entries), attributed to its author. A spoken memory's
 * recording is copied under the narrator's own prefix first, so it outlives the author's account. The entry
 * and the copy have ids derived from the contribution, so a repeated accept writes nothing twice.
 */
export const acceptContribution = async (
  narratorId: string,
  storyId: string,
  contributionId: string,
  recordingUrl: RecordingUrl,
) => {
  const { story, record } = await pendingContribution(narratorId, storyId, contributionId);
  const seed = `family-contribution:${storyId}:${contributionId}`;
  const recordingKey = record.recordingKey
    ? await copyRecording(narratorId, record.recordingKey, derivedUuid(`${seed}:recording`))
    : undefined;
  const entryId = derivedUuid(`${seed}:entry`);
  const entry = await addEntry(narratorId, storyId, record.kind, {
    id: entryId,
    content: record.content,
    ...(recordingKey ? { recordingKey } : {}),
    addedBy: {
      ...(record.authorId ? { userId: record.authorId } : {}),
      name: record.authorName,
      ...(record.authorRelationship ? { relationship: record.authorRelationship } : {}),
    },
    contributionId,
  });
  let accepted: ContributionRecord;
  try {
    accepted = await settle(record, 'accepted', { entryId, ...(recordingKey ? { recordingKey } : {}) });
  } catch (error) {
    // Declined meanwhile: the entry this accept wrote goes again (an accept that won keeps it).
    const now = await getItem(FamilyContributionEntity, { storyId, contributionId });
    if (now?.status === 'declined') {
      await deleteEntry(storyId, entryId, record.kind).catch(() => undefined);
      if (recordingKey) await deleteRecording(recordingKey);
    }
    throw error;
  }
  // The author's own upload is no longer needed: the narrator keeps the copy.
  if (recordingKey && record.recordingKey && record.recordingKey !== recordingKey)
    await deleteRecording(record.recordingKey);
  await memoryChanged(narratorId);
  return {
    contribution: await toContribution(accepted, recordingUrl, story.title),
    entry: recordingKey ? { ...entry, recordingUrl: await recordingUrl(recordingKey) } : entry,
  };
};

/** "Not now": the memory stays out of the story. */
export const declineContribution = async (narratorId: string, storyId: string, contributionId: string) => {
  const { story, record } = await pendingContribution(narratorId, storyId, contributionId);
  const declined = await settle(record, 'declined');
  return { contribution: await toContribution(declined, undefined, story.title) };
};
