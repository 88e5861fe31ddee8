import * as z from 'zod/mini';
import { id } from '../schemas/common.ts';
import { note } from '../schemas/note.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/ai.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

const MAX_CONTEXT_CHARS = 50_000;
/** A long interview's full transcript fits comfortably; the HTTP body limit (1 MB) is the real bound. */
const MAX_TRANSCRIPT_CHARS = 500_000;

const cardQuestion = z.object({
  title: z.string(),
  text: z.string(),
});

/** Should Walt keep a note of the narrator's latest message? When yes, the note is created (walt-auto). */
export const analyzeForNotes = /* @__PURE__ */ define('analyzeForNotes', () => ({
  body: z.object({
    conversationContext: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'conversationContext is required' }),
        z.maxLength(MAX_CONTEXT_CHARS),
      ),
    conversationId: id,
  }),
  response: z.object({
    shouldTakeNote: z.boolean(),
    noteContent: z.string(),
    note: z.optional(note),
  }),
}));

/** Does Walt's latest message ask a question that deserves a card on screen, and which one? */
export const analyzeForQuestionCard = /* @__PURE__ */ define('analyzeForQuestionCard', () => ({
  body: z.object({
    messageText: z
      .string()
      .check(z.trim(), z.minLength(1, { error: 'messageText is required' }), z.maxLength(MAX_CONTEXT_CHARS)),
    conversationId: id,
    availableQuestions: z._default(
      z
        .array(
          z.object({
            id: z.number().check(z.int(), z.positive()),
            title: z.string().check(z.maxLength(500)),
            text: z.string().check(z.maxLength(10_000)),
          }),
        )
        .check(z.maxLength(200)),
      [],
    ),
  }),
  response: z.object({
    shouldShowQuestionCard: z.boolean(),
    predefinedQuestionId: z.nullable(z.number().check(z.int(), z.positive())),
    customQuestion: z.nullable(cardQuestion),
  }),
}));

/** Finds research topics in a transcript and queues one research report per topic. */
export const analyzeForResearch = /* @__PURE__ */ define('analyzeForResearch', () => ({
  body: z.object({
    transcriptText: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'transcriptText is required' }),
        z.maxLength(MAX_TRANSCRIPT_CHARS),
      ),
    conversationId: id,
    storyId: z.optional(id),
  }),
  response: z.object({
    jobsCreated: z.number().check(z.int(), z.minimum(0)),
    topics: z.array(z.string()),
  }),
}));
