import { createHash, randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { NewTextEntry, Story } from '#shared/schemas/story.ts';
import { STORY_ENTRY_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import { deleteAll } from '../../db/batch.ts';
import { entriesOfStory, StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';

export type EntryRecord = FormattedItem<typeof StoryEntryEntity>;
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

/** Entries by kind, oldest first (entries saved in the same millisecond by id, so the order is stable). */
export const groupEntries = (
  entries: readonly EntryRecord[],
): Pick<Story, 'textEntries' | 'voiceMemoEntries'> => {
  const sorted = [...entries].sort(byCreation);
  return {
    textEntries: sorted.filter((entry) => entry.kind === 'text').map(toEntry),
    voiceMemoEntries: sorted.filter((entry) => entry.kind === 'voiceMemo').map(toEntry),
  };
};

/** A story's entries by kind, oldest first. */
export const entriesOf = async (storyId: string): Promise<Pick<Story, 'textEntries' | 'voiceMemoEntries'>> =>
  groupEntries(await queryAll(StoryEntryEntity, entriesOfStory(storyId), { consistent: true }));

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

/** Adds an entry to a story the caller owns (checked by the caller of this). Repeating a save is harmless. */
export const addEntry = async (
  userId: string,
  storyId: string,
  kind: EntryKind,
  input: NewTextEntry,
): Promise<Entry> => {
  const item = entryItem(userId, storyId, kind, input);
  try {
    const { ToolboxItem } = await StoryEntryEntity.build(PutItemCommand)
      .item(item)
      .options({ condition: { attr: 'entryId', exists: false } })
      .send();
    return toEntry(ToolboxItem);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getItem(StoryEntryEntity, { storyId, entryId: item.entryId });
    if (!existing || existing.kind !== kind || existing.content !== item.content)
      throw new ConflictError(STORY_ERRORS.entryIdTaken);
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
    const { Attributes } = await StoryEntryEntity.build(UpdateItemCommand)
      .item({ storyId, entryId, content })
      .options({ condition: { attr: 'kind', eq: kind }, returnValues: 'ALL_NEW' })
      .send();
    return toEntry(Attributes as EntryRecord);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(notFound[kind]);
    throw error;
  }
};

export const deleteEntry = async (storyId: string, entryId: string, kind: EntryKind): Promise<void> => {
  try {
    await StoryEntryEntity.build(DeleteItemCommand)
      .key({ storyId, entryId })
      .options({ condition: { attr: 'kind', eq: kind } })
      .send();
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(notFound[kind]);
    throw error;
  }
};

/** Removes every entry of a story (part of deleting the story). */
export const deleteEntriesOfStory = async (storyId: string): Promise<void> => {
  const entries = await queryAll(StoryEntryEntity, entriesOfStory(storyId), { attributes: ['entryId'] });
  await deleteAll(
    StoryEntryEntity,
    entries.map(({ entryId }) => ({ storyId, entryId })),
  );
};
