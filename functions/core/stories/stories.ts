import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { NewTextEntry, Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import type { StoryEntity } from '../../db/entities/story.ts';
import { db } from '../../db/service.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isConditionFailure } from '../conversations/conditions.ts';
import { withLock } from '../locks/locks.ts';
import { getPath } from '../paths/paths.ts';
import { addEntry, deleteEntry, entriesOf, entryItem, storyIdForFirstEntry, updateEntry } from './entries.ts';

export type StoryRecord = EntityItem<typeof StoryEntity>;

/** The caller's story; another user's id answers 404 exactly like a missing one. */
export const getStoryRecordForUser = async (userId: string, storyId: string): Promise<StoryRecord> => {
  const { data } = await db().entities.stories.get({ storyId }).go({ consistent: true });
  if (!data || data.userId !== userId) throw new NotFoundError(CONVERSATION_TEXTS.storyNotFound);
  return data;
};

const completionsOf = async (storyId: string) => {
  const { data } = await db()
    .entities.storyPathCompletions.query.byStory({ storyId })
    .go({ pages: 'all', consistent: true });
  return data.map(({ pathId, completedAt, conversationId }) => ({ pathId, completedAt, conversationId }));
};

export const toStory = async (record: StoryRecord): Promise<Story> => {
  const [storyPathCompletions, entries] = await Promise.all([
    completionsOf(record.storyId),
    entriesOf(record.storyId),
  ]);
  return {
    id: record.storyId,
    userId: record.userId,
    title: record.title,
    displayName: record.displayName,
    content: record.content,
    journeyId: record.journeyId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    storyPathCompletions,
    ...entries,
    transcriptEntries: [],
  };
};

export const getStory = async (userId: string, storyId: string): Promise<Story> =>
  toStory(await getStoryRecordForUser(userId, storyId));

/**
 * Creates a story, with its first typed entry when one is given: both in one transaction, under an id
 * derived from the entry's, so a retried create answers with the story the first attempt stored.
 */
export const createStory = async (
  userId: string,
  input: { title?: string; content?: string; journeyId?: string; textEntry?: NewTextEntry },
): Promise<Story> => {
  const { textEntry } = input;
  const record = {
    storyId: textEntry?.id ? storyIdForFirstEntry(userId, textEntry.id) : randomUUID(),
    userId,
    title: input.title?.trim() || `Story from ${new Date().toISOString().slice(0, 10)}`,
    ...(input.content ? { content: input.content } : {}),
    ...(input.journeyId ? { journeyId: input.journeyId } : {}),
  };
  if (!textEntry) {
    const { data } = await db().entities.stories.create(record).go();
    return toStory(data as StoryRecord);
  }
  const entry = entryItem(userId, record.storyId, 'text', textEntry);
  // Canceled when an earlier attempt already stored both; either way the story is read back.
  await db()
    .transaction.write(({ stories, storyEntries }) => [
      stories.create(record).commit(),
      storyEntries.create(entry).commit(),
    ])
    .go();
  const { data } = await db().entities.stories.get({ storyId: record.storyId }).go({ consistent: true });
  if (!data || data.userId !== userId)
    throw new ConflictError('The story could not be saved. Please try again.');
  return toStory(data);
};

/**
 * Renames or rewrites a story and adds a typed entry when one is given (first, so a retry after a failed
 * rename adds nothing twice). `name` (what the call's nameStory tool sends) is stored as the title.
 */
export const updateStory = async (
  userId: string,
  storyId: string,
  input: {
    title?: string;
    name?: string;
    displayName?: string;
    content?: string;
    textEntry?: NewTextEntry;
  },
): Promise<Story> => {
  const record = await getStoryRecordForUser(userId, storyId);
  if (input.textEntry) await addEntry(userId, storyId, 'text', input.textEntry);
  const title = input.title ?? input.name;
  const set = {
    ...(title !== undefined ? { title } : {}),
    ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
    ...(input.content !== undefined ? { content: input.content } : {}),
  };
  // With only an entry to add, the story's updatedAt still moves (the timestamps refresh on any write).
  const { data } = await db()
    .entities.stories.patch({ storyId })
    .set(Object.keys(set).length > 0 ? set : { updatedAt: new Date().toISOString() })
    .go({ response: 'all_new' });
  return toStory({ ...record, ...(data as StoryRecord) });
};

/**
 * Records that a path is complete for a story. Idempotent: completing it again keeps the first record. A
 * completion already running for the same story and path answers 409 'Already in progress'.
 */
export const completePath = async (
  userId: string,
  storyId: string,
  input: { pathId: string; conversationId?: string },
): Promise<Story> => {
  const record = await getStoryRecordForUser(userId, storyId);
  await getPath(input.pathId);
  if (input.conversationId) {
    const { data } = await db().entities.conversations.get({ conversationId: input.conversationId }).go();
    if (!data || data.userId !== userId) throw new NotFoundError(CONVERSATION_TEXTS.conversationNotFound);
  }
  await withLock(
    `complete-path#${storyId}#${input.pathId}`,
    CONVERSATION_TEXTS.pathCompletionInProgress,
    () =>
      db()
        .entities.storyPathCompletions.put({
          storyId,
          pathId: input.pathId,
          ...(input.conversationId ? { conversationId: input.conversationId } : {}),
        })
        .where(({ pathId }, { notExists }) => notExists(pathId))
        .go()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        }),
  );
  return toStory(record);
};

/** Rewrites one typed entry of the caller's story. */
export const updateTextEntry = async (userId: string, storyId: string, entryId: string, content: string) => {
  await getStoryRecordForUser(userId, storyId);
  return updateEntry(storyId, entryId, 'text', content);
};

export const deleteTextEntry = async (userId: string, storyId: string, entryId: string): Promise<void> => {
  await getStoryRecordForUser(userId, storyId);
  await deleteEntry(storyId, entryId, 'text');
};
