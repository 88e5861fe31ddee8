import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { Conversation } from '#shared/schemas/conversation.ts';
import { ConversationEntity } from '../../db/entities/conversation.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';
import { memoryChanged } from '../memory/changed.ts';
import { getConversationForUser, previewOf, toConversation } from './conversations.ts';
import { listMessages, normaliseMessages, saveMessages } from './messages.ts';
import { type Summarise, summarise } from './summariser.ts';

/** The conversation must exist: an update never recreates a deleted one. */
const mustExist = { attr: 'conversationId', exists: true } as const;

/** Moves the archive preview forward only, so an older autosave finishing late never rewinds it. */
const advancePreview = async (conversationId: string, last: { seq: number; content: string }) => {
  try {
    await ConversationEntity.build(UpdateItemCommand)
      .item({ conversationId, lastMessageSeq: last.seq, lastMessagePreview: previewOf(last.content) })
      .options({
        condition: {
          and: [
            mustExist,
            {
              or: [
                { attr: 'lastMessageSeq', exists: false },
                { attr: 'lastMessageSeq', lte: last.seq },
              ],
            },
          ],
        },
      })
      .send();
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
  /** The AI provider's summariser; without one the extractive summary is written. */
  summariser?: Summarise,
): Promise<Conversation> => {
  const record = await getConversationForUser(userId, conversationId);
  const messages = normaliseMessages(input.messages);
  const outcome = await saveMessages(conversationId, messages);
  if (outcome.created > 0)
    await ConversationEntity.build(UpdateItemCommand)
      .item({ conversationId, messageCount: $add(outcome.created) })
      .options({ condition: mustExist })
      .send();
  if (outcome.last) await advancePreview(conversationId, outcome.last);
  if (input.shouldSummarize) {
    await memoryChanged(userId);
    const transcript = await listMessages(conversationId);
    const summary = await summarise(
      transcript.filter((message) => message.role !== 'system'),
      summariser,
    );
    if (summary)
      await ConversationEntity.build(UpdateItemCommand)
        .item({ conversationId, summary })
        .options({ condition: mustExist })
        .send();
  }
  return toConversation((await getItem(ConversationEntity, { conversationId })) ?? record);
};
