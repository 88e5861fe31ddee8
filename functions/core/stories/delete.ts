import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { STORY_ERRORS } from '#shared/texts.ts';
import { deleteAll } from '../../db/batch.ts';
import { ConversationEntity, conversationsOfUser } from '../../db/entities/conversation.ts';
import { JobEntity } from '../../db/entities/job.ts';
import { NoteEntity, notesOfStory } from '../../db/entities/note.ts';
import { ResearchReportEntity, reportsOfStory } from '../../db/entities/research-report.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { completionsOfStory, StoryPathCompletionEntity } from '../../db/entities/story-path-completion.ts';
import { markStoryDeleting } from '../../db/owner-guard.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { deleteArtefactsOfStory } from '../artefacts/delete.ts';
import { deleteConversation } from '../conversations/delete.ts';
import { deleteContributionsOfStory } from '../family/delete.ts';
import { memorySourceDeleted } from '../memory/source-deleted.ts';
import { getStoryRecordForUser } from '../ownership/story.ts';
import { deleteReportsOfStory } from '../research/reports.ts';
import { deleteEntriesOfStory } from './entries.ts';
import { deleteRecordingsOfStory } from './recordings.ts';
import { deleteStepCompletionsOfStory } from './steps.ts';

const conversationIdsOfStory = async (userId: string, storyId: string): Promise<string[]> => {
  const conversations = await queryAll(ConversationEntity, conversationsOfUser(userId), {
    attributes: ['conversationId', 'storyId'],
  });
  return conversations.filter((c) => c.storyId === storyId).map(({ conversationId }) => conversationId);
};

/** The background jobs that wrote the story's research reports (their rows name the report). */
const deleteResearchJobsOfStory = async (storyId: string): Promise<void> => {
  const reports = await queryAll(ResearchReportEntity, reportsOfStory(storyId), {
    attributes: ['reportId', 'jobId'],
  });
  await deleteAll(
    JobEntity,
    reports.flatMap(({ jobId }) => (jobId ? [{ jobId }] : [])),
  );
};

const deleteNotesOfStory = async (storyId: string): Promise<void> => {
  const notes = await queryAll(NoteEntity, notesOfStory(storyId), { attributes: ['noteId'] });
  await deleteAll(
    NoteEntity,
    notes.map(({ noteId }) => ({ noteId })),
  );
};

const deleteCompletionsOfStory = async (storyId: string): Promise<void> => {
  const completions = await queryAll(StoryPathCompletionEntity, completionsOfStory(storyId), {
    attributes: ['pathId'],
  });
  await deleteAll(
    StoryPathCompletionEntity,
    completions.map(({ pathId }) => ({ storyId, pathId })),
  );
};

/**
 * Deletes the caller's story and everything under it. The story item is marked first (late background writes
 * are refused) and goes last, so a delete that fails half-way can be repeated and finishes the job.
 */
export const deleteStory = async (
  userId: string,
  storyId: string,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> => {
  await getStoryRecordForUser(userId, storyId);
  // The mark first: background work for the story finishing from now on writes nothing (db/owner-guard.ts).
  await markStoryDeleting(storyId);
  // First, while the reports that name them still exist (deleting a conversation deletes its reports).
  await deleteResearchJobsOfStory(storyId);
  for (const conversationId of await conversationIdsOfStory(userId, storyId))
    await deleteConversation(userId, conversationId, { remember: false });
  await deleteNotesOfStory(storyId);
  await deleteReportsOfStory(storyId);
  await deleteCompletionsOfStory(storyId);
  await deleteStepCompletionsOfStory(storyId);
  await deleteRecordingsOfStory(storyId);
  await deleteArtefactsOfStory(userId, storyId);
  await deleteContributionsOfStory(storyId);
  await deleteEntriesOfStory(storyId);
  await StoryEntity.build(DeleteItemCommand).key({ storyId }).send();
  if (remember) await memorySourceDeleted(userId);
};

/**
 * Deletes a transcript entry: the conversation held for the story goes, with its messages, notes and reports
 * (the spec's confirmation says it cannot be undone). A conversation of another story or user answers 404 like
 * a missing one, and nothing changes.
 */
export const deleteTranscriptEntry = async (
  userId: string,
  storyId: string,
  entryId: string,
): Promise<void> => {
  await getStoryRecordForUser(userId, storyId);
  const conversation = await getItem(ConversationEntity, { conversationId: entryId });
  if (!conversation || conversation.userId !== userId || conversation.storyId !== storyId)
    throw new NotFoundError(STORY_ERRORS.transcriptEntryNotFound);
  await deleteConversation(userId, entryId);
};
