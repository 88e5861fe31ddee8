import { createHash, randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { NewTextEntry, Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS, STORY_ENTRY_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import { deleteAll } from '../../db/batch.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { entriesOfStory, StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { isConditionFailure, isTransactionRefused } from '../../db/errors.ts';
import { getItem, loadOwned, queryAll } from '../../db/read.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { memoryChanged } from '../memory/changed.ts';

export type EntryRecord = FormattedItem<typeof StoryEntryEntity>;
export type EntryKind = EntryRecord['kind'];
type Entry = Story['voiceMemoEntries'][number];
/**
 * A new entry; a voice memo may carry its kept recording's BlobStore key, and a relative's accepted memory
 * (issue 25) who added it and the contribution it came from.
 */
export type NewEntry = NewTextEntry & {
  recordingKey?: string;
  addedBy?: { userId?: string; name: string; relationship?: string };
  contributionId?: string;
};

const notFound: Record<EntryKind, string> = {
  text: STORY_ENTRY_TEXTS.textEntryNotFound,
  voiceMemo: STORY_ENTRY_TEXTS.voiceMemoNotFound,
};

/** Characters of an entry the stories grid shows. */
export const PREVIEW_CHARS = 160;
/** The start of an entry, as the stories grid shows it. */
export const entryPreview = (content: string): string => {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
};
/** The grid fields of a story created together with its first entry. */
export const firstEntryFields = (content: string) => ({ entryCount: 1, preview: entryPreview(content) });

export const toEntry = (record: EntryRecord): Entry => ({
  id: record.entryId,
  content: record.content,
  createdAt: record.createdAt,
  ...(record.pathId ? { pathId: record.pathId } : {}),
  ...(record.stepId ? { stepId: record.stepId } : {}),
  ...(record.kind === 'voiceMemo' ? { hasRecording: record.recordingKey !== undefined } : {}),
  // Who added a relative's memory, by name and relationship only (never their account's id).
  ...(record.addedBy
    ? {
        addedBy: {
          name: record.addedBy.name,
          ...(record.addedBy.relationship ? { relationship: record.addedBy.relationship } : {}),
        },
      }
    : {}),
});

const byCreation = (a: EntryRecord, b: EntryRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.entryId.localeCompare(b.entryId);

/** Makes a recording's short-lived playback URL (given by the story read only, so other bundles carry no S3). */
export type RecordingUrl = (key: string) => Promise<string>;

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

/** A story's entries by kind, oldest first; voice memos with a playback URL when `recordingUrl` is given. */
export const entriesOf = async (
  storyId: string,
  recordingUrl?: RecordingUrl,
): Promise<Pick<Story, 'textEntries' | 'voiceMemoEntries'>> => {
  const records = await queryAll(StoryEntryEntity, entriesOfStory(storyId), { consistent: true });
  const grouped = groupEntries(records);
  if (!recordingUrl) return grouped;
  const keys = new Map(
    records.flatMap((record) => (record.recordingKey ? [[record.entryId, record.recordingKey]] : [])),
  );
  const voiceMemoEntries = await Promise.all(
    grouped.voiceMemoEntries.map(async (entry) => {
      const key = keys.get(entry.id);
      return key ? { ...entry, recordingUrl: await recordingUrl(key) } : entry;
    }),
  );
  return { ...grouped, voiceMemoEntries };
};

/** The item that stores a new entry; its id is the client's when given, so a retry writes the same item. */
export const entryItem = (userId: string, storyId: string, kind: EntryKind, input: NewEntry) => ({
  storyId,
  entryId: input.id ?? randomUUID(),
  userId,
  kind,
  content: input.content,
  ...(input.pathId ? { pathId: input.pathId } : {}),
  ...(input.stepId ? { stepId: input.stepId } : {}),
  ...(input.recordingKey ? { recordingKey: input.recordingKey } : {}),
  ...(input.addedBy ? { addedBy: input.addedBy } : {}),
  ...(input.contributionId ? { contributionId: input.contributionId } : {}),
});

/**
 * The id of a story created together with its first entry: derived from the caller and that entry's
 * client-chosen id, so a retried create finds the story the first attempt made instead of making another.
 */
export const storyIdForFirstEntry = (userId: string, entryId: string): string => {
  const hex = createHash('sha256').update(`story:${userId}:${entryId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** Attempts at a transaction that a concurrent write to the same story may cancel (TransactionConflict). */
const ATTEMPTS = 4;

/**
 * Adds an entry to a story the caller owns (checked by the caller of this). The entry and the story's grid
 * fields (entryCount +1, preview) are written in one transaction, so the count never drifts. Repeating a save
 * is harmless: the entry is stored once and counted once.
 */
export const addEntry = async (
  userId: string,
  storyId: string,
  kind: EntryKind,
  input: NewEntry,
): Promise<Entry> => {
  const item = entryItem(userId, storyId, kind, input);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await execute(
        StoryEntryEntity.build(PutTransaction)
          .item(item)
          .options({ condition: { attr: 'entryId', exists: false } }),
        StoryEntity.build(UpdateTransaction)
          .item({ storyId, entryCount: $add(1), preview: entryPreview(item.content) })
          .options({ condition: { attr: 'storyId', exists: true } }),
      );
      const stored = await getItem(StoryEntryEntity, { storyId, entryId: item.entryId });
      if (stored) return toEntry(stored);
    } catch (error) {
      if (!isTransactionRefused(error)) throw error;
    }
    const existing = await getItem(StoryEntryEntity, { storyId, entryId: item.entryId });
    if (existing) {
      if (existing.kind !== kind || existing.content !== item.content || existing.userId !== userId)
        throw new ConflictError(STORY_ERRORS.entryIdTaken);
      return toEntry(existing);
    }
    if (attempt >= ATTEMPTS) throw new ConflictError(STORY_ERRORS.notSaved);
  }
};

/** Rewrites one entry (typed or spoken) of the caller's story, and tells Walt's memory the words changed. */
export const updateOwnEntry = async (
  userId: string,
  { storyId, entryId, kind, content }: { storyId: string; entryId: string; kind: EntryKind; content: string },
): Promise<Entry> => {
  await ownStory(userId, storyId);
  const entry = await updateEntry(storyId, entryId, kind, content);
  await memoryChanged(userId);
  return entry;
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
    // The grid shows the entry written last.
    await StoryEntity.build(UpdateItemCommand)
      .item({ storyId, preview: entryPreview(content) })
      .options({ condition: { attr: 'storyId', exists: true } })
      .send()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    return toEntry(Attributes as EntryRecord);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(notFound[kind]);
    throw error;
  }
};

/** After a delete, the grid previews the newest entry left (or nothing). */
const refreshPreview = async (storyId: string): Promise<void> => {
  const entries = await queryAll(StoryEntryEntity, entriesOfStory(storyId), {
    consistent: true,
    attributes: ['entryId', 'createdAt'],
  });
  const newest = [...entries].sort(byCreation).at(-1);
  const entry = newest && (await getItem(StoryEntryEntity, { storyId, entryId: newest.entryId }));
  await StoryEntity.build(UpdateItemCommand)
    .item({ storyId, preview: entry ? entryPreview(entry.content) : $remove() })
    .options({ condition: { attr: 'storyId', exists: true } })
    .send()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
};

/**
 * Deletes an entry and counts it out of the story (one transaction); answers the deleted entry's item (a
 * voice memo's recording is then the caller's to delete). Unknown, or of another kind: 404.
 */
export const deleteEntry = async (
  storyId: string,
  entryId: string,
  kind: EntryKind,
): Promise<EntryRecord> => {
  for (let attempt = 1; ; attempt += 1) {
    const existing = await getItem(StoryEntryEntity, { storyId, entryId });
    if (!existing || existing.kind !== kind) throw new NotFoundError(notFound[kind]);
    try {
      await execute(
        StoryEntryEntity.build(DeleteTransaction)
          .key({ storyId, entryId })
          .options({ condition: { attr: 'kind', eq: kind } }),
        StoryEntity.build(UpdateTransaction)
          .item({ storyId, entryCount: $add(-1) })
          .options({ condition: { attr: 'storyId', exists: true } }),
      );
      await refreshPreview(storyId);
      return existing;
    } catch (error) {
      if (!isTransactionRefused(error) || attempt >= ATTEMPTS) throw error;
    }
  }
};

/** Removes every entry of a story (part of deleting the story, after their recordings). */
export const deleteEntriesOfStory = async (storyId: string): Promise<void> => {
  const entries = await queryAll(StoryEntryEntity, entriesOfStory(storyId), { attributes: ['entryId'] });
  await deleteAll(
    StoryEntryEntity,
    entries.map(({ entryId }) => ({ storyId, entryId })),
  );
};

/** The recordings a story's voice memos keep. */
export const recordingKeysOfStory = async (storyId: string): Promise<string[]> => {
  const entries = await queryAll(StoryEntryEntity, entriesOfStory(storyId), {
    consistent: true,
    attributes: ['entryId', 'recordingKey'],
  });
  return entries.flatMap(({ recordingKey }) => (recordingKey ? [recordingKey] : []));
};

/** The caller's story (404 for another user's, like a missing one). */
export const ownStory = (userId: string, storyId: string) =>
  loadOwned(StoryEntity, { storyId }, userId, CONVERSATION_TEXTS.storyNotFound);
