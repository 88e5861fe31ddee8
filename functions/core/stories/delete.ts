import { db } from '../../db/service.ts';
import { deleteConversation } from '../conversations/delete.ts';
import { deleteInBatches } from '../conversations/messages.ts';
import { deleteReportsOfStory } from '../research/reports.ts';
import { deleteEntriesOfStory } from './entries.ts';
import { getStoryRecordForUser } from './stories.ts';

const conversationIdsOfStory = async (userId: string, storyId: string): Promise<string[]> => {
  const { data } = await db()
    .entities.conversations.query.byUser({ userId })
    .where(({ storyId: attribute }, { eq }) => eq(attribute, storyId))
    .go({ pages: 'all', attributes: ['conversationId'] });
  return data.map(({ conversationId }) => conversationId);
};

const deleteNotesOfStory = async (storyId: string): Promise<void> => {
  const { data } = await db()
    .entities.notes.query.byStory({ storyId })
    .go({ pages: 'all', attributes: ['noteId'] });
  await deleteInBatches(
    data.map(({ noteId }) => ({ noteId })),
    (keys) => db().entities.notes.delete(keys).go(),
  );
};

const deleteCompletionsOfStory = async (storyId: string): Promise<void> => {
  const { data } = await db()
    .entities.storyPathCompletions.query.byStory({ storyId })
    .go({ pages: 'all', attributes: ['storyId', 'pathId'] });
  await deleteInBatches(
    data.map(({ pathId }) => ({ storyId, pathId })),
    (keys) => db().entities.storyPathCompletions.delete(keys).go(),
  );
};

/**
 * Deletes the caller's story and everything under it. The story item goes last, so a delete that fails
 * half-way can be repeated and finishes the job.
 */
export const deleteStory = async (userId: string, storyId: string): Promise<void> => {
  await getStoryRecordForUser(userId, storyId);
  for (const conversationId of await conversationIdsOfStory(userId, storyId))
    await deleteConversation(userId, conversationId);
  await deleteNotesOfStory(storyId);
  await deleteReportsOfStory(storyId);
  await deleteCompletionsOfStory(storyId);
  await deleteEntriesOfStory(storyId);
  await db().entities.stories.delete({ storyId }).go();
};
