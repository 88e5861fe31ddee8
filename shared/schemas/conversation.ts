import { z } from 'zod';
import { SESSION_TYPES } from '../constants.ts';
import { id, isoDate } from './common.ts';
import { pathQuestion } from './path.ts';

export const sessionType = z.enum(SESSION_TYPES);
export const messageRole = z.enum(['user', 'assistant', 'system']);

/** One saved message of a conversation (stored as its own item, upserted by id). */
export const message = z.object({
  id: z.string().min(1).max(128),
  role: messageRole,
  content: z.string().max(100_000),
  createdAt: isoDate.optional(),
});
export type Message = z.infer<typeof message>;

export const conversation = z.object({
  id,
  userId: id,
  type: z.enum(['interview', 'chat']),
  title: z.string().optional(),
  summary: z.string().optional(),
  status: z.enum(['active', 'completed']),
  sessionType: z.string().optional(),
  pathId: id.optional(),
  storyId: id.optional(),
  currentQuestionId: z.number().int().positive().optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
  messages: z.array(message).optional(),
  path: z.object({ id, name: z.string(), questions: z.array(pathQuestion) }).optional(),
});
export type Conversation = z.infer<typeof conversation>;

export const conversationContext = z.object({
  name: z.string(),
  introCardText: z.string().optional(),
  introScript: z.string().optional(),
});
