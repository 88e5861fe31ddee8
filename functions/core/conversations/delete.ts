import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { deleteAll } from '../../db/batch.ts';
import { ConversationEntity } from '../../db/entities/conversation.ts';
import { NoteEntity, notesOfConversation } from '../../db/entities/note.ts';
import { queryAll } from '../../db/read.ts';
import { memorySourceDeleted } from '../memory/source-deleted.ts';
import { deleteReportsOfConversation } from '../research/reports.ts';
import { deleteCallRecordingOf } from '../voice/call-recordings.ts';
import { getConversationForUser, releaseSlot } from './conversations.ts';
import { deleteMessages } from './messages.ts';

/**
 * Deletes a conversation and everything under it: messages, notes, research reports, the recording of the
 * narrator's voice (issue 26) and its resume slot.
 * `remember: false` when the deletion is part of a larger one (a story's, an account's) that updates the
 * memory itself, or leaves none to update.
 */
export const deleteConversation = async (
  userId: string,
  conversationId: string,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> => {
  const record = await getConversationForUser(userId, conversationId);
  await deleteMessages(conversationId);
  const notes = await queryAll(NoteEntity, notesOfConversation(conversationId), { attributes: ['noteId'] });
  await deleteAll(
    NoteEntity,
    notes.map(({ noteId }) => ({ noteId })),
  );
  await deleteReportsOfConversation(conversationId);
  await deleteCallRecordingOf(userId, conversationId);
  await releaseSlot(record);
  await ConversationEntity.build(DeleteItemCommand).key({ conversationId }).send();
  if (remember) await memorySourceDeleted(userId);
};
