import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { loadOwned } from '../../db/read.ts';

export type StoryRecord = FormattedItem<typeof StoryEntity>;

/**
 * The caller's story; another user's id answers 404 exactly like a missing one. On its own, so the features
 * that only check a story's owner (notes, research, conversations) do not bundle the story read.
 */
export const getStoryRecordForUser = (userId: string, storyId: string): Promise<StoryRecord> =>
  loadOwned(StoryEntity, { storyId }, userId, CONVERSATION_TEXTS.storyNotFound);
