import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { $add, $get, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import {
  MAX_MESSAGE_CHARS,
  MAX_MESSAGE_ID_LENGTH,
  type Message,
  messageRole,
} from '#shared/schemas/conversation.ts';
import { CONVERSATION_ERRORS } from '#shared/texts.ts';
import { deleteAll, getAll } from '../../db/batch.ts';
import { ConversationEntity } from '../../db/entities/conversation.ts';
import { MessageEntity, messagesOfConversation } from '../../db/entities/message.ts';
import { queryAll, queryProjection } from '../../db/read.ts';
import { ValidationError } from '../../lib/errors.ts';

type MessageRecord = FormattedItem<typeof MessageEntity>;
type Role = Message['role'];
export interface SavedMessage {
  id: string;
  role: Role;
  content: string;
}

const WRITE_CONCURRENCY = 16;

/** Message text from any of the shapes a client may send: a string, text parts, or {text|transcript}. */
export const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value
      .map((part) => (typeof part === 'string' ? part : textOf((part as { text?: unknown })?.text)))
      .join('');
  if (value && typeof value === 'object') {
    const { text, transcript } = value as { text?: unknown; transcript?: unknown };
    return textOf(text ?? transcript);
  }
  return '';
};

/**
 * Keeps only messages with an id, a known role and non-blank text (part A §5), in the order sent. A repeated
 * id keeps its first position and its last text.
 */
export const normaliseMessages = (incoming: readonly Record<string, unknown>[]): SavedMessage[] => {
  const byId = new Map<string, SavedMessage>();
  incoming.forEach((raw, index) => {
    const id = typeof raw.id === 'string' ? raw.id.trim() : typeof raw.id === 'number' ? String(raw.id) : '';
    const role = messageRole.safeParse(raw.role);
    const content = textOf(raw.content ?? raw.text);
    if (!id || !role.success || !content.trim()) return;
    if (id.length > MAX_MESSAGE_ID_LENGTH)
      throw new ValidationError(CONVERSATION_ERRORS.messageIdTooLong(index, MAX_MESSAGE_ID_LENGTH));
    if (content.length > MAX_MESSAGE_CHARS)
      throw new ValidationError(CONVERSATION_ERRORS.messageTooLong(index, MAX_MESSAGE_CHARS));
    byId.set(id, { id, role: role.data, content });
  });
  return [...byId.values()];
};

/** Runs `work` over items with at most `limit` in flight. */
export const inParallel = async <T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
};

/** Strongly consistent batch read of the stored messages with these ids. */
const storedMessages = async (conversationId: string, ids: string[]): Promise<Map<string, MessageRecord>> => {
  const items = await getAll(
    MessageEntity,
    ids.map((messageId) => ({ conversationId, messageId })),
  );
  return new Map(items.map((item) => [item.messageId, item]));
};

export interface SaveOutcome {
  /** Messages stored for the first time. */
  created: number;
  /** Messages written (new or changed); unchanged repeats are not rewritten. */
  written: number;
  /** The written message latest in transcript order, for the archive preview. */
  last?: { seq: number; content: string };
}

/**
 * Upserts messages by id. New ids get sequence numbers from a range reserved on the conversation, set with
 * if_not_exists so a message keeps the position of the first save that stored it, even when two autosaves
 * race. Unchanged messages are not rewritten, so resending a whole transcript costs reads only.
 */
export const saveMessages = async (
  conversationId: string,
  messages: readonly SavedMessage[],
): Promise<SaveOutcome> => {
  if (messages.length === 0) return { created: 0, written: 0 };
  const stored = await storedMessages(
    conversationId,
    messages.map((m) => m.id),
  );
  const fresh = messages.filter((m) => !stored.has(m.id));
  const changed = messages.filter((m) => {
    const old = stored.get(m.id);
    return old !== undefined && (old.role !== m.role || old.content !== m.content);
  });
  if (fresh.length === 0 && changed.length === 0) return { created: 0, written: 0 };

  let firstSeq = 0;
  if (fresh.length > 0) {
    const { Attributes } = await ConversationEntity.build(UpdateItemCommand)
      .item({ conversationId, nextSeq: $add(fresh.length) })
      .options({ condition: { attr: 'conversationId', exists: true }, returnValues: 'ALL_NEW' })
      .send();
    firstSeq = (Attributes?.nextSeq ?? fresh.length) - fresh.length;
  }
  const candidates = [
    ...fresh.map((m, index) => ({ message: m, seq: firstSeq + index })),
    ...changed.map((m) => ({ message: m, seq: stored.get(m.id)?.seq ?? 0 })),
  ];
  const now = new Date().toISOString();
  const results = await inParallel(candidates, WRITE_CONCURRENCY, async ({ message, seq }) => {
    // An upsert: seq and createdAt are written only by the first save that stores the message.
    const { Attributes: previous } = await MessageEntity.build(UpdateItemCommand)
      .item({
        conversationId,
        messageId: message.id,
        role: message.role,
        content: message.content,
        updatedAt: now,
        seq: $get('seq', seq),
        createdAt: $get('createdAt', now),
      })
      .options({ returnValues: 'ALL_OLD' })
      .send();
    const existed = typeof previous?.seq === 'number';
    return { created: !existed, seq: existed ? (previous?.seq as number) : seq, content: message.content };
  });
  const last = results.reduce<SaveOutcome['last']>(
    (best, r) => (!best || r.seq > best.seq ? { seq: r.seq, content: r.content } : best),
    undefined,
  );
  return { created: results.filter((r) => r.created).length, written: results.length, last };
};

const toMessage = (record: Pick<MessageRecord, 'messageId' | 'role' | 'content' | 'createdAt'>): Message => ({
  id: record.messageId,
  role: record.role,
  content: record.content,
  createdAt: record.createdAt,
});

/** The whole transcript in order (first-seen order of message ids), read page by page. */
export const listMessages = async (conversationId: string): Promise<Message[]> => {
  // Only what the transcript shows: a long interview is read in fewer, smaller pages, and unformatted.
  const records = await queryProjection(
    MessageEntity,
    messagesOfConversation(conversationId),
    ['messageId', 'role', 'content', 'createdAt', 'seq'],
    { consistent: true },
  );
  return records.sort((a, b) => a.seq - b.seq).map(toMessage);
};

/** Deletes every message of a conversation in batches of 25, retrying what DynamoDB leaves unprocessed. */
export const deleteMessages = async (conversationId: string): Promise<void> => {
  const records = await queryAll(MessageEntity, messagesOfConversation(conversationId), {
    consistent: true,
    attributes: ['conversationId', 'messageId'],
  });
  await deleteAll(
    MessageEntity,
    records.map(({ messageId }) => ({ conversationId, messageId })),
  );
};
