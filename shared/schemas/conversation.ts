import * as z from 'zod';
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
export const message = z.object({
  id: z.string().min(1).max(MAX_MESSAGE_ID_LENGTH),
  role: messageRole,
  content: z.string().max(MAX_MESSAGE_CHARS),
  createdAt: isoDate.optional(),
});
export type Message = z.infer<typeof message>;

export const conversation = z.object({
  id,
  userId: id,
  type: conversationType,
  title: z.string().optional(),
  summary: z.string().optional(),
  status: conversationStatus,
  sessionType: z.string().optional(),
  pathId: id.optional(),
  storyId: id.optional(),
  currentQuestionId: z.number().int().positive().optional(),
  messageCount: z.number().int().min(0),
  /** The last message's text, shortened, for the archive list. */
  lastMessagePreview: z.string().optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Present on single-conversation reads, in transcript order. */
  messages: z.array(message).optional(),
  /** Present on single-conversation reads when the path still exists. */
  path: path.optional(),
});
export type Conversation = z.infer<typeof conversation>;

export const conversationContext = z.object({
  name: z.string(),
  introCardText: z.string().optional(),
  introScript: z.string().optional(),
});
export type ConversationContext = z.infer<typeof conversationContext>;

export const startConversationBody = z
  .object({
    sessionType: sessionType.optional(),
    pathId: id.optional(),
    storyId: id.optional(),
    type: conversationType.optional(),
  })
  .refine((body) => body.sessionType !== undefined || body.pathId !== undefined, {
    error: CONVERSATION_TEXTS.sessionRequired,
  });
export const startConversationResponse = z.object({ conversation, context: conversationContext });

/**
 * A message as the call sends it. Deliberately loose: the spec saves only messages that have an id, a role
 * and text, and skips the rest instead of failing the whole autosave. Content may be a string, text parts,
 * or an object with text or transcript (part B §3).
 */
export const incomingMessage = z.looseObject({
  id: z.unknown().optional(),
  role: z.unknown().optional(),
  content: z.unknown().optional(),
  text: z.unknown().optional(),
});
export const saveConversationBody = z.object({
  messages: z.array(incomingMessage).max(10_000).default([]),
  shouldSummarize: z.boolean().optional(),
});
export const conversationResponse = z.object({ conversation });
export const trackQuestionBody = z.object({ questionId: z.number().int().positive().max(10_000) });
