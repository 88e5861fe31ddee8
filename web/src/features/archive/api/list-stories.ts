import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ArchiveStory {
  id: string;
  title?: string;
  content?: string;
  createdAt: string;
  updatedAt: string;
}

/** The caller's stories, newest first; a failed load is logged and shown as an empty list (§8). */
export const listStories = async (): Promise<ArchiveStory[]> => {
  try {
    return await apiRequest<ArchiveStory[]>('/api/stories');
  } catch (error) {
    console.error('Failed to load stories', error);
    return [];
  }
};

export const archiveStoriesQuery = () =>
  queryOptions({ queryKey: ['archive', 'stories'], queryFn: listStories });

export const useArchiveStories = () => useQuery(archiveStoriesQuery());
