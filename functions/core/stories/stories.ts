import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import type { StoryEntity } from '../../db/entities/story.ts';
import { db } from '../../db/service.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isConditionFailure } from '../conversations/conditions.ts';
import { withLock } from '../locks/locks.ts';
import { getPath } from '../paths/paths.ts';

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

export const toStory = async (record: StoryRecord): Promise<Story> => ({
  id: record.storyId,
  userId: record.userId,
  title: record.title,
  displayName: record.displayName,
  content: record.content,
  journeyId: record.journeyId,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  storyPathCompletions: await completionsOf(record.storyId),
  textEntries: [],
  voiceMemoEntries: [],
  transcriptEntries: [],
});

export const getStory = async (userId: string, storyId: string): Promise<Story> =>
  toStory(await getStoryRecordForUser(userId, storyId));

export const createStory = async (
  userId: string,
  input: { title?: string; content?: string; journeyId?: string },
): Promise<Story> => {
  const title = input.title?.trim() || `Story from ${new Date().toISOString().slice(0, 10)}`;
  const { data } = await db()
    .entities.stories.create({
      storyId: randomUUID(),
      userId,
      title,
      ...(input.content ? { content: input.content } : {}),
      ...(input.journeyId ? { journeyId: input.journeyId } : {}),
    })
    .go();
  return toStory(data as StoryRecord);
};

/** Renames or rewrites a story; `name` (what the call's nameStory tool sends) is stored as the title. */
export const updateStory = async (
  userId: string,
  storyId: string,
  input: { title?: string; name?: string; displayName?: string; content?: string },
): Promise<Story> => {
  const record = await getStoryRecordForUser(userId, storyId);
  const title = input.title ?? input.name;
  const set = {
    ...(title !== undefined ? { title } : {}),
    ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
    ...(input.content !== undefined ? { content: input.content } : {}),
  };
  const { data } = await db().entities.stories.patch({ storyId }).set(set).go({ response: 'all_new' });
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
