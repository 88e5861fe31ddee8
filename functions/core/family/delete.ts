import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { FORMER_RELATIVE_NAME } from '#shared/constants.ts';
import { deleteAll } from '../../db/batch.ts';
import {
  contributionsByAuthor,
  contributionsOfStory,
  contributionsToNarrator,
  FamilyContributionEntity,
} from '../../db/entities/family-contribution.ts';
import { FamilyInvitationEntity, invitationsOfNarrator } from '../../db/entities/family-invitation.ts';
import { circlesOfMember, FamilyMemberEntity, membersOfCircle } from '../../db/entities/family-member.ts';
import { StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { queryAll } from '../../db/read.ts';
import { markMemoryChanged } from '../memory/changed.ts';
import { deleteRecording } from '../stories/recordings.ts';

type Keyed = { storyId: string; contributionId: string; status: string; recordingKey?: string };

/**
 * Deletes contributions, and the recordings of those never accepted (still their authors' uploads; an
 * accepted one's recording is the narrator's copy, which goes with the story's entry).
 */
const deleteContributions = async (records: readonly Keyed[]): Promise<void> => {
  for (const record of records)
    if (record.recordingKey && record.status !== 'accepted') await deleteRecording(record.recordingKey);
  await deleteAll(
    FamilyContributionEntity,
    records.map(({ storyId, contributionId }) => ({ storyId, contributionId })),
  );
};

/** The contributions to a story (part of deleting the story). */
export const deleteContributionsOfStory = async (storyId: string): Promise<void> => {
  await deleteContributions(
    await queryAll(FamilyContributionEntity, contributionsOfStory(storyId), { consistent: true }),
  );
};

/**
 * The family circle's part of an account deletion (issue 25). As a narrator: their circle, their invitations
 * and every contribution to them. As a relative: their places in others' circles and their contributions not
 * accepted; an accepted one stays the narrator's, its author now FORMER_RELATIVE_NAME (relationship kept) on
 * both the contribution and the story entry, without the account's id.
 */
export const deleteFamilyOfUser = async (userId: string): Promise<void> => {
  const members = await queryAll(FamilyMemberEntity, membersOfCircle(userId), { consistent: true });
  await deleteAll(
    FamilyMemberEntity,
    members.map(({ narratorId, memberId }) => ({ narratorId, memberId })),
  );
  const invitations = await queryAll(FamilyInvitationEntity, invitationsOfNarrator(userId), {
    attributes: ['tokenHash'],
  });
  await deleteAll(
    FamilyInvitationEntity,
    invitations.map(({ tokenHash }) => ({ tokenHash })),
  );
  await deleteContributions(await queryAll(FamilyContributionEntity, contributionsToNarrator(userId)));

  const places = await queryAll(FamilyMemberEntity, circlesOfMember(userId));
  await deleteAll(
    FamilyMemberEntity,
    places.map(({ narratorId, memberId }) => ({ narratorId, memberId })),
  );
  const written = await queryAll(FamilyContributionEntity, contributionsByAuthor(userId));
  await deleteContributions(written.filter((record) => record.status !== 'accepted'));
  for (const record of written.filter((item) => item.status === 'accepted')) {
    if (record.entryId)
      await StoryEntryEntity.build(UpdateItemCommand)
        .item({
          storyId: record.storyId,
          entryId: record.entryId,
          addedBy: { userId: $remove(), name: FORMER_RELATIVE_NAME },
        })
        .options({ condition: { attr: 'entryId', exists: true } })
        .send()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    // A whole put, so the author's index keys go with the id.
    const { authorId: _, ...rest } = record;
    await FamilyContributionEntity.build(PutItemCommand)
      .item({ ...rest, authorName: FORMER_RELATIVE_NAME })
      .send();
  }
  // The narrators' memories name the author of each relative's fact: the next read rebuilds them.
  for (const narratorId of new Set(
    written.filter((item) => item.status === 'accepted').map((item) => item.narratorId),
  ))
    await markMemoryChanged(narratorId);
};
