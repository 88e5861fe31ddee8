import type { Page } from '#shared/page.ts';
import type { Story } from '#shared/schemas/story.ts';
import { StoryEntity, storiesOfUser } from '../../db/entities/story.ts';
import { mapPage, type PageRequest, queryAll, queryPage } from '../../db/read.ts';
import type { StoryRecord } from '../ownership/story.ts';
import { entryPreview } from './entries.ts';

/** The fields every answer of a story copies from its item as they are, in the order they are answered. */
export const storyFields = (record: StoryRecord) => ({
  id: record.storyId,
  userId: record.userId,
  title: record.title,
  displayName: record.displayName,
  content: record.content,
  journeyId: record.journeyId,
});

/**
 * A story as the grid shows it, from its own item alone: the journey's name, entry count and preview are kept
 * on the item when the story is created and its entries are written (entries.ts), so listing N stories is
 * one query, never N more. Entries, completions and transcripts are left empty here; the story page reads
 * them (GET /api/stories/{id}). A story written before these fields existed shows its content as preview.
 */
export const toStorySummary = (record: StoryRecord): Story => {
  const { journeyName } = record;
  const preview = record.preview ?? (record.content ? entryPreview(record.content) : undefined);
  return {
    ...storyFields(record),
    ...(journeyName ? { journeyName } : {}),
    ...(preview ? { preview } : {}),
    ...(record.entryCount !== undefined ? { entryCount: record.entryCount } : {}),
    ...(record.shared ? { shared: true } : {}),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    storyPathCompletions: [],
    textEntries: [],
    voiceMemoEntries: [],
    transcriptEntries: [],
  };
};

/** The user's stories, newest first, read through the user's index in one query. */
/** One page of the caller's stories, newest first (the archive's list, issue 24). */
export const listStoriesPage = async (userId: string, page: PageRequest): Promise<Page<Story>> =>
  mapPage(await queryPage(StoryEntity, storiesOfUser(userId), page, { reverse: true }), toStorySummary);

export const listStories = async (userId: string): Promise<Story[]> => {
  const stories = await queryAll(StoryEntity, storiesOfUser(userId), { reverse: true });
  return stories.map(toStorySummary);
};
