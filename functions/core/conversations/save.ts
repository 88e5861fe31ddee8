import type { Conversation } from '#shared/schemas/conversation.ts';
import { db } from '../../db/service.ts';
import { isConditionFailure } from './conditions.ts';
import {
  type ConversationRecord,
  getConversationForUser,
  previewOf,
  toConversation,
} from './conversations.ts';
import { listMessages, normaliseMessages, saveMessages } from './messages.ts';
import { summarise } from './summariser.ts';

/** Moves the archive preview forward only, so an older autosave finishing late never rewinds it. */
const advancePreview = async (conversationId: string, last: { seq: number; content: string }) => {
  try {
    await db()
      .entities.conversations.patch({ conversationId })
      .set({ lastMessageSeq: last.seq, lastMessagePreview: previewOf(last.content) })
      .where(
        (attr, { notExists, lte }) =>
          `${notExists(attr.lastMessageSeq)} OR ${lte(attr.lastMessageSeq, last.seq)}`,
      )
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * Saves a transcript: messages upserted by id (repeated autosaves never duplicate or reorder), the message
 * count and preview kept current, and with `shouldSummarize` the whole transcript summarised.
 */
export const saveConversation = async (
  userId: string,
  conversationId: string,
  input: { messages: readonly Record<string, unknown>[]; shouldSummarize?: boolean },
): Promise<Conversation> => {
  const record = await getConversationForUser(userId, conversationId);
  const messages = normaliseMessages(input.messages);
  const outcome = await saveMessages(conversationId, messages);
  if (outcome.created > 0)
    await db().entities.conversations.patch({ conversationId }).add({ messageCount: outcome.created }).go();
  if (outcome.last) await advancePreview(conversationId, outcome.last);
  if (input.shouldSummarize) {
    const transcript = await listMessages(conversationId);
    const summary = await summarise(transcript.filter((message) => message.role !== 'system'));
    if (summary) await db().entities.conversations.patch({ conversationId }).set({ summary }).go();
  }
  const { data } = await db().entities.conversations.get({ conversationId }).go({ consistent: true });
  return toConversation((data as ConversationRecord | null) ?? record);
};
