import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { Conversation } from '#shared/schemas/conversation.ts';
import { ConversationEntity } from '../../db/entities/conversation.ts';
import { unlessConditionFails } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';
import { absentOrAtMost } from '../conditional-writes.ts';
import { memoryChanged } from '../memory/changed.ts';
import { getConversationForUser, previewOf, toConversation } from './conversations.ts';
import { normaliseMessages, saveMessages } from './messages.ts';
import type { Summarise } from './summariser.ts';
import { summariseAtCallEnd } from './summary-jobs.ts';

/** The conversation must exist: an update never recreates a deleted one. */
const mustExist = { attr: 'conversationId', exists: true } as const;

/** Moves the archive preview forward only, so an older autosave finishing late never rewinds it. */
const advancePreview = async (conversationId: string, last: { seq: number; content: string }) => {
  await unlessConditionFails(
    ConversationEntity.build(UpdateItemCommand)
      .item({ conversationId, lastMessageSeq: last.seq, lastMessagePreview: previewOf(last.content) })
      .options({
        condition: {
          and: [mustExist, absentOrAtMost('lastMessageSeq', last.seq)],
        },
      })
      .send(),
  );
};

/**
 * Saves a transcript: messages upserted by id (repeated autosaves never duplicate or reorder), the message
 * count and preview kept current, and with `shouldSummarize` the whole transcript summarised, in the request
 * when the summary is ready within SUMMARY_INLINE_MS, otherwise on the summaries queue (`summaryQueued`).
 */
export const saveConversation = async (
  userId: string,
  conversationId: string,
  input: { messages: readonly Record<string, unknown>[]; shouldSummarize?: boolean },
  /** The AI provider's summariser; without one the extractive summary is written. */
  summariser?: Summarise,
): Promise<{ conversation: Conversation; summaryQueued: boolean }> => {
  const record = await getConversationForUser(userId, conversationId);
  const messages = normaliseMessages(input.messages);
  const outcome = await saveMessages(conversationId, messages);
  if (outcome.created > 0)
    await ConversationEntity.build(UpdateItemCommand)
      .item({ conversationId, messageCount: $add(outcome.created) })
      .options({ condition: mustExist })
      .send();
  if (outcome.last) await advancePreview(conversationId, outcome.last);
  let summaryQueued = false;
  if (input.shouldSummarize) {
    await memoryChanged(userId);
    summaryQueued = (await summariseAtCallEnd(userId, conversationId, summariser)) === 'queued';
  }
  const conversation = toConversation((await getItem(ConversationEntity, { conversationId })) ?? record);
  return { conversation, summaryQueued };
};
