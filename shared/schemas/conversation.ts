import * as z from 'zod/mini';
import { SESSION_TYPES } from '../constants.ts';
import { CONVERSATION_TEXTS } from '../texts.ts';
import { id, isoDate } from './common.ts';
import { path } from './path.ts';

export const sessionType = z.enum(SESSION_TYPES);
export const messageRole = z.enum(['user', 'assistant', 'system']);
export const conversationType = z.enum(['interview', 'chat']);
export const conversationStatus = z.enum(['active', 'completed']);
export const MAX_MESSAGE_ID_LENGTH = 128;
export const MAX_MESSAGE_CHARS = 100_000;

/** One saved message of a conversation (stored as its own item, upserted by id). */
export const message = /* @__PURE__ */ (() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(MAX_MESSAGE_ID_LENGTH)),
    role: messageRole,
    content: z.string().check(z.maxLength(MAX_MESSAGE_CHARS)),
    createdAt: z.optional(isoDate),
  }))();
export type Message = z.infer<typeof message>;

export const conversation = /* @__PURE__ */ (() =>
  z.object({
    id,
    userId: id,
    type: conversationType,
    title: z.optional(z.string()),
    summary: z.optional(z.string()),
    status: conversationStatus,
    sessionType: z.optional(z.string()),
    pathId: z.optional(id),
    storyId: z.optional(id),
    currentQuestionId: z.optional(z.number().check(z.int(), z.positive())),
    /** The path's questions covered so far, ascending. */
    coveredQuestionIds: z.optional(z.array(z.number().check(z.int(), z.positive()))),
    messageCount: z.number().check(z.int(), z.minimum(0)),
    /** The last message's text, shortened, for the archive list. */
    lastMessagePreview: z.optional(z.string()),
    createdAt: isoDate,
    updatedAt: isoDate,
    /** Present on single-conversation reads, in transcript order. */
    messages: z.optional(z.array(message)),
    /** Present on single-conversation reads when the path still exists. */
    path: z.optional(path),
  }))();
export type Conversation = z.infer<typeof conversation>;

export const conversationContext = z.object({
  name: z.string(),
  introCardText: z.optional(z.string()),
  introScript: z.optional(z.string()),
});
export type ConversationContext = z.infer<typeof conversationContext>;

export const startConversationBody = z
  .object({
    sessionType: z.optional(sessionType),
    pathId: z.optional(id),
    storyId: z.optional(id),
    type: z.optional(conversationType),
  })
  .check(
    z.refine((body) => body.sessionType !== undefined || body.pathId !== undefined, {
      error: CONVERSATION_TEXTS.sessionRequired,
    }),
  );
export const startConversationResponse = z.object({ conversation, context: conversationContext });

/**
 * A message as the call sends it. Deliberately loose: the spec saves only messages that have an id, a role
 * and text, and skips the rest instead of failing the whole autosave. Content may be a string, text parts,
 * or an object with text or transcript (part B §3).
 */
export const incomingMessage = z.looseObject({
  id: z.optional(z.unknown()),
  role: z.optional(z.unknown()),
  content: z.optional(z.unknown()),
  text: z.optional(z.unknown()),
});
export const saveConversationBody = /* @__PURE__ */ (() =>
  z.object({
    messages: z._default(z.array(incomingMessage).check(z.maxLength(10_000)), []),
    shouldSummarize: z.optional(z.boolean()),
  }))();
export const conversationResponse = z.object({ conversation });
export const trackQuestionBody = /* @__PURE__ */ (() =>
  z.object({
    questionId: z.number().check(z.int(), z.positive(), z.maximum(10_000)),
  }))();
