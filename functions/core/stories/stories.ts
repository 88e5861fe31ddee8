import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { TRANSCRIPT_ENTRIES_PAGE_SIZE } from '#shared/page.ts';
import type { NewTextEntry, Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS, JOURNEY_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import { ConversationEntity } from '../../db/entities/conversation.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { completionsOfStory, StoryPathCompletionEntity } from '../../db/entities/story-path-completion.ts';
import { isConditionFailure, isTransactionRefused } from '../../db/errors.ts';
import { getItem, loadOwned, type PageRequest, queryAll } from '../../db/read.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { findJourney, findJourneyRecord } from '../journeys/view.ts';
import { withLock } from '../locks/locks.ts';
import { memoryChanged } from '../memory/changed.ts';
import { memorySourceDeleted } from '../memory/source-deleted.ts';
import { getStoryRecordForUser, type StoryRecord } from '../ownership/story.ts';
import { getPath } from '../paths/paths.ts';
import {
  addEntry,
  deleteEntry,
  entriesOf,
  entryItem,
  firstEntryFields,
  type RecordingUrl,
  storyIdForFirstEntry,
  updateOwnEntry,
} from './entries.ts';
import { storyFields } from './list.ts';
import { recordingUrl } from './recordings.ts';
import { transcriptEntriesPage } from './transcripts.ts';

const completionsOf = async (storyId: string) => {
  const completions = await queryAll(StoryPathCompletionEntity, completionsOfStory(storyId), {
    consistent: true,
  });
  return completions.map(({ pathId, completedAt, conversationId }) => ({
    pathId,
    completedAt,
    conversationId,
  }));
};

/**
 * A story as every endpoint that changes one answers it: its entries and completions, `transcriptEntries` left
 * empty (only the story page's read pages them in). `recordingUrl` is passed in by that read alone, so the
 * bundles of the others carry no S3 signer.
 */
export const toStory = async (record: StoryRecord, recordingUrlOf?: RecordingUrl): Promise<Story> => {
  const [storyPathCompletions, entries] = await Promise.all([
    completionsOf(record.storyId),
    entriesOf(record.storyId, recordingUrlOf),
  ]);
  return {
    ...storyFields(record),
    journeyName: record.journeyName,
    shared: record.shared ?? false,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    storyPathCompletions,
    ...entries,
    transcriptEntries: [],
  };
};

/**
 * The story page's read: the story, the first page of its transcript entries (the next page's cursor beside it,
 * for the `X-Next-Cursor` header) and, when it follows one, its journey (paths with names, steps).
 */
export const getStory = async (
  userId: string,
  storyId: string,
): Promise<{ body: Story; nextCursor?: string }> => {
  const record = await getStoryRecordForUser(userId, storyId);
  const [story, transcripts, journey] = await Promise.all([
    toStory(record, recordingUrl),
    transcriptEntriesPage(storyId, { limit: TRANSCRIPT_ENTRIES_PAGE_SIZE }),
    record.journeyId ? findJourney(record.journeyId) : undefined,
  ]);
  return {
    body: { ...story, transcriptEntries: transcripts.items, ...(journey ? { journey } : {}) },
    ...(transcripts.nextCursor ? { nextCursor: transcripts.nextCursor } : {}),
  };
};

/** A page of the story's transcript entries after the first (GET /api/stories/{id}/transcript-entries). */
export const listTranscriptEntries = async (userId: string, storyId: string, page: PageRequest) => {
  await getStoryRecordForUser(userId, storyId);
  const { items, nextCursor } = await transcriptEntriesPage(storyId, page);
  return { body: items, ...(nextCursor ? { nextCursor } : {}) };
};

/** The journey a new story follows: 404 when there is none, 409 while it is Coming Soon. */
const journeyToStart = async (journeyId: string) => {
  const journey = await findJourneyRecord(journeyId);
  if (!journey) throw new NotFoundError(JOURNEY_TEXTS.journeyNotFound);
  if (journey.comingSoon) throw new ConflictError(JOURNEY_TEXTS.comingSoon);
  return journey;
};

/**
 * Creates a story, with its first typed entry when one is given: both in one transaction, under an id
 * derived from the entry's, so a retried create answers with the story the first attempt stored.
 */
export const createStory = async (
  userId: string,
  input: { title?: string; content?: string; journeyId?: string; textEntry?: NewTextEntry },
): Promise<Story> => {
  const { textEntry } = input;
  const journey = input.journeyId ? await journeyToStart(input.journeyId) : undefined;
  const record = {
    storyId: textEntry?.id ? storyIdForFirstEntry(userId, textEntry.id) : randomUUID(),
    userId,
    title:
      input.title?.trim() ||
      (journey ? `New ${journey.name}` : `Story from ${new Date().toISOString().slice(0, 10)}`),
    ...(input.content ? { content: input.content } : {}),
    ...(journey ? { journeyId: journey.journeyId, journeyName: journey.name } : {}),
    ...(textEntry ? firstEntryFields(textEntry.content) : {}),
  };
  if (!textEntry) {
    const { ToolboxItem } = await StoryEntity.build(PutItemCommand)
      .item(record)
      .options({ condition: { attr: 'storyId', exists: false } })
      .send();
    return toStory(ToolboxItem);
  }
  const entry = entryItem(userId, record.storyId, 'text', textEntry);
  try {
    await execute(
      StoryEntity.build(PutTransaction)
        .item(record)
        .options({ condition: { attr: 'storyId', exists: false } }),
      StoryEntryEntity.build(PutTransaction)
        .item(entry)
        .options({ condition: { attr: 'entryId', exists: false } }),
    );
  } catch (error) {
    // Cancelled when an earlier attempt already stored both; either way the story is read back.
    if (!isTransactionRefused(error)) throw error;
  }
  const data = await getItem(StoryEntity, { storyId: record.storyId });
  if (!data || data.userId !== userId) throw new ConflictError(STORY_ERRORS.notSaved);
  await memoryChanged(userId);
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
  if (input.textEntry) {
    await addEntry(userId, storyId, 'text', input.textEntry);
    await memoryChanged(userId);
  }
  const title = input.title ?? input.name;
  const set = {
    ...(title !== undefined ? { title } : {}),
    ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
    ...(input.content !== undefined ? { content: input.content } : {}),
  };
  // With only an entry to add, the story's updatedAt still moves (the timestamps refresh on any write).
  const { Attributes } = await StoryEntity.build(UpdateItemCommand)
    .item({ storyId, ...set })
    .options({ condition: { attr: 'storyId', exists: true }, returnValues: 'ALL_NEW' })
    .send();
  return toStory({ ...record, ...(Attributes as StoryRecord) });
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
  if (input.conversationId)
    await loadOwned(
      ConversationEntity,
      { conversationId: input.conversationId },
      userId,
      CONVERSATION_TEXTS.conversationNotFound,
    );
  await withLock(
    `complete-path#${storyId}#${input.pathId}`,
    CONVERSATION_TEXTS.pathCompletionInProgress,
    () =>
      StoryPathCompletionEntity.build(PutItemCommand)
        .item({
          storyId,
          pathId: input.pathId,
          ...(input.conversationId ? { conversationId: input.conversationId } : {}),
        })
        .options({ condition: { attr: 'pathId', exists: false } })
        .send()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        }),
  );
  return toStory(record);
};

/** Rewrites one typed entry of the caller's story. */
export const updateTextEntry = (userId: string, storyId: string, entryId: string, content: string) =>
  updateOwnEntry(userId, { storyId, entryId, kind: 'text', content });

export const deleteTextEntry = async (userId: string, storyId: string, entryId: string): Promise<void> => {
  await getStoryRecordForUser(userId, storyId);
  await deleteEntry(storyId, entryId, 'text');
  await memorySourceDeleted(userId);
};

export { getStoryRecordForUser, type StoryRecord } from '../ownership/story.ts';
