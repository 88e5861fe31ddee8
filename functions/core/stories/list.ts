import type { Story } from '#shared/schemas/story.ts';
import { StoryEntity, storiesOfUser } from '../../db/entities/story.ts';
import { queryAll } from '../../db/read.ts';
import { toStory } from './stories.ts';

/** The user's stories, newest first, read through the user's index. */
export const listStories = async (userId: string): Promise<Story[]> => {
  const stories = await queryAll(StoryEntity, storiesOfUser(userId), { reverse: true });
  return Promise.all(stories.map(toStory));
};
