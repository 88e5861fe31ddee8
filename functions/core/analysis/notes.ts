import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import type { Note } from '#shared/schemas/note.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { aiProvider } from '../../ai/index.ts';
import { NoteEntity } from '../../db/entities/note.ts';
import { keepWhileOwnerAlive } from '../../db/owner-alive.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { createNote } from '../notes/notes.ts';
import { waltAlreadyNoted } from '../notes/same-turn.ts';
import { getConversationForUser } from '../ownership/conversation.ts';

export type NoteAnalysisAnswer =
  | { shouldTakeNote: false; noteContent: '' }
  | { shouldTakeNote: true; noteContent: string; note: Note };

/**
 * What of the model's note analysis is kept: the trimmed content, and only when the model wants a note and
 * wrote something.
 */
export const noteToTake = (analysis: {
  shouldTakeNote: boolean;
  noteContent: string;
}): string | undefined => {
  const content = analysis.noteContent.trim();
  return analysis.shouldTakeNote && content ? content : undefined;
};

/**
 * Should Walt note the narrator's latest message? When yes, the note is kept through the notes feature
 * (createdBy walt, source walt-auto, on the conversation's story). The conversation must be the caller's.
 */
export const analyseForNotes = async (
  userId: string,
  input: { conversationContext: string; conversationId: string },
): Promise<NoteAnalysisAnswer> => {
  const conversation = await getConversationForUser(userId, input.conversationId);
  const analysis = await aiProvider().analyseForNote({ conversationContext: input.conversationContext });
  const content = noteToTake(analysis);
  if (!content || (await waltAlreadyNoted(input.conversationId, content)))
    return { shouldTakeNote: false, noteContent: '' };
  // The story or the account may have been deleted while the model was reading (ASVS M3): createNote looks
  // them up first, and a note written while their deletion was under way is removed again (db/owner-alive.ts).
  let written: Note | undefined;
  const note = await keepWhileOwnerAlive(
    { userId, storyId: conversation.storyId },
    async () => {
      written = await createNote(userId, {
        content,
        conversationId: input.conversationId,
        createdBy: 'walt',
        source: 'walt-auto',
      });
      return written;
    },
    async () => {
      if (written) await NoteEntity.build(DeleteItemCommand).key({ noteId: written.id }).send();
    },
  );
  if (!note) throw new NotFoundError(CONVERSATION_TEXTS.conversationNotFound);
  return { shouldTakeNote: true, noteContent: content, note };
};
