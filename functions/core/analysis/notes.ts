import type { Note } from '#shared/schemas/note.ts';
import { aiProvider } from '../../ai/index.ts';
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
  await getConversationForUser(userId, input.conversationId);
  const analysis = await aiProvider().analyseForNote({ conversationContext: input.conversationContext });
  const content = noteToTake(analysis);
  if (!content || (await waltAlreadyNoted(input.conversationId, content)))
    return { shouldTakeNote: false, noteContent: '' };
  const note = await createNote(userId, {
    content,
    conversationId: input.conversationId,
    createdBy: 'walt',
    source: 'walt-auto',
  });
  return { shouldTakeNote: true, noteContent: content, note };
};
