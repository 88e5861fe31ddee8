import type { Story } from '#shared/schemas/story.ts';
import { db } from '../../db/service.ts';
import { toStory } from './stories.ts';

/** The user's stories, newest first, read through the byUser index. */
export const listStories = async (userId: string): Promise<Story[]> => {
  const { data } = await db().entities.stories.query.byUser({ userId }).go({ pages: 'all', order: 'desc' });
  return Promise.all(data.map(toStory));
};
