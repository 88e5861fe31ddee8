import { createHash, randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { NewTextEntry, Story } from '#shared/schemas/story.ts';
import { STORY_ENTRY_TEXTS } from '#shared/texts.ts';
import type { StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { db } from '../../db/service.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isConditionFailure } from '../conversations/conditions.ts';
import { deleteInBatches } from '../conversations/messages.ts';

type EntryRecord = EntityItem<typeof StoryEntryEntity>;
export type EntryKind = EntryRecord['kind'];
type Entry = Story['textEntries'][number];

const notFound: Record<EntryKind, string> = {
  text: STORY_ENTRY_TEXTS.textEntryNotFound,
  voiceMemo: STORY_ENTRY_TEXTS.voiceMemoNotFound,
};

const toEntry = (record: EntryRecord): Entry => ({
  id: record.entryId,
  content: record.content,
  createdAt: record.createdAt,
  ...(record.pathId ? { pathId: record.pathId } : {}),
  ...(record.stepId ? { stepId: record.stepId } : {}),
});

const byCreation = (a: EntryRecord, b: EntryRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.entryId.localeCompare(b.entryId);

/** A story's entries by kind, oldest first. */
export const entriesOf = async (
  storyId: string,
): Promise<Pick<Story, 'textEntries' | 'voiceMemoEntries'>> => {
  const { data } = await db()
    .entities.storyEntries.query.byStory({ storyId })
    .go({ pages: 'all', consistent: true });
  const sorted = [...data].sort(byCreation);
  return {
    textEntries: sorted.filter((entry) => entry.kind === 'text').map(toEntry),
    voiceMemoEntries: sorted.filter((entry) => entry.kind === 'voiceMemo').map(toEntry),
  };
};

/** The item that stores a new entry; its id is the client's when given, so a retry writes the same item. */
export const entryItem = (userId: string, storyId: string, kind: EntryKind, input: NewTextEntry) => ({
  storyId,
  entryId: input.id ?? randomUUID(),
  userId,
  kind,
  content: input.content,
  ...(input.pathId ? { pathId: input.pathId } : {}),
  ...(input.stepId ? { stepId: input.stepId } : {}),
});

/**
 * The id of a story created together with its first entry: derived from the caller and that entry's
 * client-chosen id, so a retried create finds the story the first attempt made instead of making another.
 */
export const storyIdForFirstEntry = (userId: string, entryId: string): string => {
  const hex = createHash('sha256').update(`story:${userId}:${entryId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

const getEntry = async (storyId: string, entryId: string) =>
  (await db().entities.storyEntries.get({ storyId, entryId }).go({ consistent: true })).data;

/** Adds an entry to a story the caller owns (checked by the caller of this). Repeating a save is harmless. */
export const addEntry = async (
  userId: string,
  storyId: string,
  kind: EntryKind,
  input: NewTextEntry,
): Promise<Entry> => {
  const item = entryItem(userId, storyId, kind, input);
  try {
    const { data } = await db().entities.storyEntries.create(item).go();
    return toEntry(data as EntryRecord);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getEntry(storyId, item.entryId);
    if (!existing || existing.kind !== kind || existing.content !== item.content)
      throw new ConflictError('An entry with this id already exists');
    return toEntry(existing);
  }
};

/** Rewrites an entry's text; an entry of another kind, story or user answers 404 like a missing one. */
export const updateEntry = async (
  storyId: string,
  entryId: string,
  kind: EntryKind,
  content: string,
): Promise<Entry> => {
  try {
    const { data } = await db()
      .entities.storyEntries.patch({ storyId, entryId })
      .set({ content })
      .where((attributes, { eq }) => eq(attributes.kind, kind))
      .go({ response: 'all_new' });
    return toEntry(data as EntryRecord);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(notFound[kind]);
    throw error;
  }
};

export const deleteEntry = async (storyId: string, entryId: string, kind: EntryKind): Promise<void> => {
  try {
    await db()
      .entities.storyEntries.remove({ storyId, entryId })
      .where((attributes, { eq }) => eq(attributes.kind, kind))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(notFound[kind]);
    throw error;
  }
};

/** Removes every entry of a story (part of deleting the story). */
export const deleteEntriesOfStory = async (storyId: string): Promise<void> => {
  const { data } = await db()
    .entities.storyEntries.query.byStory({ storyId })
    .go({ pages: 'all', attributes: ['entryId'] });
  await deleteInBatches(
    data.map(({ entryId }) => ({ storyId, entryId })),
    (keys) => db().entities.storyEntries.delete(keys).go(),
  );
};
