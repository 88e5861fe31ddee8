import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { deleteAll } from '../../db/batch.ts';
import { ConversationEntity, conversationsOfUser } from '../../db/entities/conversation.ts';
import { EmailClaimEntity } from '../../db/entities/email-claim.ts';
import { JobEntity } from '../../db/entities/job.ts';
import { NoteEntity, notesOfUser } from '../../db/entities/note.ts';
import { ResearchReportEntity, reportsOfUser } from '../../db/entities/research-report.ts';
import { ResetTokenEntity, resetTokensOfUser } from '../../db/entities/reset-token.ts';
import { StoryEntity, storiesOfUser } from '../../db/entities/story.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { partitionKey, sortPrefix } from '../../db/keys.ts';
import { markUserDeleting } from '../../db/owner-guard.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { blobs } from '../../lib/adapters.ts';
import { logger } from '../../lib/logger.ts';
import { deleteVerificationTokens } from '../auth/email-verification.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { deleteConversation } from '../conversations/delete.ts';
import { deleteFamilyOfUser } from '../family/delete.ts';
import { revokeAtGoogle } from '../gmail/connection.ts';
import { deleteGmailData } from '../gmail/delete.ts';
import { deleteMemory } from '../memory/delete.ts';
import { deleteStory } from '../stories/delete.ts';
import { pendingRecordingsPrefix } from '../stories/recording-uploads.ts';
import { deleteListenLinksOfUser } from '../voice/listen-links.ts';

/** Every job a user owns, whatever its kind (index `gsi1`, the partition of `jobsOfOwner`). */
const allJobsOfOwner = (ownerId: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ ownerId }),
    range: { beginsWith: sortPrefix('job') },
  }) as const;

/**
 * Deletes everything of one account: marks it as being deleted (late background writes are refused), its
 * sessions first (it stops working at once), the Gmail grant revoked at Google, then each story through
 * the stories' own delete (conversations, messages, notes, entries, completions, research, recordings), then
 * what is left outside a story, the files under `users/{userId}/`, the reset and verification links, and last
 * the user and its email claim, so a deletion that fails half-way can be run again and finishes the job.
 * Attempt counters and AI quotas carry the id only until their TTL. Used by "delete my account" and by the
 * administrators' user deletion.
 */
export const deleteUserEverything = async (userId: string): Promise<void> => {
  // First the mark: background work finishing from now on writes nothing for this account (db/owner-guard.ts).
  await markUserDeleting(userId);
  await endAllSessions(userId);
  // The Gmail grant ends at Google too, while the sealed token is still here; a refusal or an unreachable
  // Google is logged and never blocks the deletion (docs/decisions.md, "Account deletion revokes Gmail").
  await revokeAtGoogle(userId);
  for (const { storyId } of await queryAll(StoryEntity, storiesOfUser(userId), { attributes: ['storyId'] }))
    await deleteStory(userId, storyId, { remember: false });
  // Their circle, invitations and the contributions to them; their places in others' circles (issue 25).
  await deleteFamilyOfUser(userId);
  const conversations = await queryAll(ConversationEntity, conversationsOfUser(userId), {
    attributes: ['conversationId'],
  });
  for (const { conversationId } of conversations)
    await deleteConversation(userId, conversationId, { remember: false });
  const notes = await queryAll(NoteEntity, notesOfUser(userId), { attributes: ['noteId'] });
  await deleteAll(
    NoteEntity,
    notes.map(({ noteId }) => ({ noteId })),
  );
  const reports = await queryAll(ResearchReportEntity, reportsOfUser(userId), { attributes: ['reportId'] });
  await deleteAll(
    ResearchReportEntity,
    reports.map(({ reportId }) => ({ reportId })),
  );
  await deleteGmailData(userId);
  await deleteListenLinksOfUser(userId);
  const jobs = await queryAll(JobEntity, allJobsOfOwner(userId), { attributes: ['jobId'] });
  await deleteAll(
    JobEntity,
    jobs.map(({ jobId }) => ({ jobId })),
  );
  // Blob keys take no trailing slash; a user id (a UUID, fixed length) is never the start of another.
  await blobs().deletePrefix(`users/${userId}`);
  await blobs().deletePrefix(pendingRecordingsPrefix(userId));
  const resetTokens = await queryAll(ResetTokenEntity, resetTokensOfUser(userId), {
    attributes: ['tokenHash'],
  });
  await deleteAll(
    ResetTokenEntity,
    resetTokens.map(({ tokenHash }) => ({ tokenHash })),
  );
  await deleteVerificationTokens(userId);
  const user = await getItem(UserEntity, { userId });
  if (user) {
    const claim = await getItem(EmailClaimEntity, { email: user.email });
    if (claim?.userId === userId)
      await EmailClaimEntity.build(DeleteItemCommand).key({ email: user.email }).send();
    await UserEntity.build(DeleteItemCommand).key({ userId }).send();
  }
  // Last, after the user: a memory build still running finds no user and removes what it wrote.
  await deleteMemory(userId);
  // Sessions opened while the deletion ran (a sign-in racing it) end too: the user is gone, so none resolves.
  await endAllSessions(userId);
  logger.info('security: account deleted with everything in it', { userId });
};
