import type { Note } from '#shared/schemas/note.ts';
import { DEFAULT_CARD_TITLE, type PathQuestion, pickQuestion } from './question-card.ts';

/** A note as the call knows it. */
export type CallNote = Pick<Note, 'id' | 'content' | 'createdBy'>;

/** What Walt's tools may do in the browser; each side effect is injected so the rules are testable. */
export interface ToolContext {
  conversationId: string | null;
  storyId: string | null;
  pathId: string | null;
  notes: readonly CallNote[];
  questions: readonly PathQuestion[];
  /** Absent when the screen cannot show a card. */
  showQuestionCard?: (card: { title: string; text: string; questionId?: number }) => void;
  addNote: (content: string) => Promise<CallNote>;
  updateNote: (noteId: string, content: string) => Promise<CallNote>;
  removeNote: (noteId: string) => Promise<void>;
  completeQuestion: (questionId: number) => Promise<void>;
  completeConversation: () => Promise<void>;
  completePath: (storyId: string, pathId: string) => Promise<void>;
  renameStory: (storyId: string, title: string) => Promise<void>;
  requestHangUp: () => void;
  /** The narrator's notes from their other conversations (reviewNotes reads them too, newest first, budgeted). */
  earlierNotes?: () => Promise<readonly CallNote[]>;
}

export const TOOL_MESSAGES = {
  noConversation: 'Error: No conversation ID available',
  cardFailed: 'Error: Could not display question card',
  cardUnavailable: 'Error: Question display not available',
  missingStoryOrPath: 'Missing storyId or pathId in conversation data',
  noStory: 'No story associated with this conversation',
  unknown: (name: string) => `Unknown function: ${name}`,
  required: (field: string) => `Error: ${field} is required`,
} as const;

/** Tool arguments arrive as JSON text; malformed JSON (or a non-object) counts as no arguments. */
export const parseToolArguments = (raw: string | undefined): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(raw ?? '');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const firstMissing = (args: Record<string, unknown>, fields: string[]) =>
  fields.find((field) => !text(args[field]));

/** How many of the narrator's notes from earlier conversations reviewNotes reads (the newest). */
const EARLIER_NOTES = 50;

const listNotes = (notes: readonly CallNote[]) =>
  notes.length === 0
    ? 'There are no notes yet.'
    : notes.map((note) => `- [${note.id}] ${note.content}`).join('\n');

const noteNotFound = (notes: readonly CallNote[]) =>
  notes.length === 0
    ? 'Error: Note not found. There are no notes yet; use reviewNotes to check before changing one.'
    : `Error: Note not found. Use one of the current notes' ids (or call reviewNotes):\n${listNotes(notes)}`;

type Handler = (args: Record<string, unknown>, context: ToolContext) => Promise<string>;

const handlers: Record<string, Handler> = {
  hangUp: async (_args, context) => {
    context.requestHangUp();
    return 'The call will end when you finish speaking. Say a warm goodbye.';
  },
  askQuestion: async (args, context) => {
    if (!context.showQuestionCard) return TOOL_MESSAGES.cardUnavailable;
    const questionId = Number(args.questionId);
    const predefined = pickQuestion(context.questions, questionId);
    const card = predefined
      ? { title: predefined.title, text: predefined.text, questionId }
      : text(args.text)
        ? { title: text(args.title) || DEFAULT_CARD_TITLE, text: text(args.text) }
        : undefined;
    if (!card) return TOOL_MESSAGES.cardFailed;
    context.showQuestionCard(card);
    return `Question card shown: ${card.title}`;
  },
  completeQuestion: async (args, context) => {
    if (!context.conversationId) return TOOL_MESSAGES.noConversation;
    const questionId = Number(args.questionId);
    if (!Number.isInteger(questionId) || questionId < 1) return TOOL_MESSAGES.required('questionId');
    await context.completeQuestion(questionId);
    return `Question ${questionId} marked as covered.`;
  },
  addNote: async (args, context) => {
    const missing = firstMissing(args, ['content']);
    if (missing) return TOOL_MESSAGES.required(missing);
    if (!context.conversationId) return TOOL_MESSAGES.noConversation;
    const note = await context.addNote(text(args.content));
    return `Note added with id ${note.id}.`;
  },
  updateNote: async (args, context) => {
    const missing = firstMissing(args, ['noteId', 'content']);
    if (missing) return TOOL_MESSAGES.required(missing);
    if (!context.notes.some((note) => note.id === text(args.noteId))) return noteNotFound(context.notes);
    await context.updateNote(text(args.noteId), text(args.content));
    return `Note ${text(args.noteId)} updated.`;
  },
  removeNote: async (args, context) => {
    const missing = firstMissing(args, ['noteId']);
    if (missing) return TOOL_MESSAGES.required(missing);
    if (!context.notes.some((note) => note.id === text(args.noteId))) return noteNotFound(context.notes);
    await context.removeNote(text(args.noteId));
    return `Note ${text(args.noteId)} removed.`;
  },
  reviewNotes: async (_args, context) => {
    const here = new Set(context.notes.map((note) => note.id));
    const earlier =
      (await context.earlierNotes?.().catch(() => []))?.filter((note) => !here.has(note.id)) ?? [];
    const kept = earlier.slice(-EARLIER_NOTES);
    return `Current notes:\n${listNotes(context.notes)}${kept.length ? `\n\nNotes from earlier conversations:\n${kept.map((note) => `- ${note.content}`).join('\n')}` : ''}`;
  },
  markStoryPathComplete: async (_args, context) => {
    if (!context.conversationId) return TOOL_MESSAGES.noConversation;
    if (!context.pathId) return TOOL_MESSAGES.missingStoryOrPath;
    await context.completeConversation();
    if (!context.storyId) return `${TOOL_MESSAGES.noStory}; the conversation is marked complete.`;
    await context.completePath(context.storyId, context.pathId);
    return 'This part of the story is complete. Offer to end the call.';
  },
  nameStory: async (args, context) => {
    const missing = firstMissing(args, ['title']);
    if (missing) return TOOL_MESSAGES.required(missing);
    if (!context.conversationId) return TOOL_MESSAGES.noConversation;
    if (!context.storyId) return TOOL_MESSAGES.noStory;
    await context.renameStory(context.storyId, text(args.title));
    return `The story is now called "${text(args.title)}".`;
  },
};

export const TOOL_NAMES = Object.keys(handlers);

/** Runs one tool call and returns the output text sent back to Walt. */
export const runTool = async (
  name: string,
  rawArguments: string | undefined,
  context: ToolContext,
): Promise<string> => {
  const handler = handlers[name];
  if (!handler) return TOOL_MESSAGES.unknown(name);
  return handler(parseToolArguments(rawArguments), context);
};
