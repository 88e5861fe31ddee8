import { db } from '../../db/service.ts';
import { deleteReportsOfConversation } from '../research/reports.ts';
import { getConversationForUser, releaseSlot } from './conversations.ts';
import { deleteInBatches, deleteMessages } from './messages.ts';

/** Deletes a conversation and everything under it: messages, notes, research reports and its resume slot. */
export const deleteConversation = async (userId: string, conversationId: string): Promise<void> => {
  const record = await getConversationForUser(userId, conversationId);
  await deleteMessages(conversationId);
  const { data: notes } = await db()
    .entities.notes.query.byConversation({ conversationId })
    .go({ pages: 'all', attributes: ['noteId'] });
  await deleteInBatches(
    notes.map(({ noteId }) => ({ noteId })),
    (keys) => db().entities.notes.delete(keys).go(),
  );
  await deleteReportsOfConversation(conversationId);
  await releaseSlot(record);
  await db().entities.conversations.delete({ conversationId }).go();
};
