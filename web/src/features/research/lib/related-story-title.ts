import type { Report } from '@/lib/queries/research';
import { useStory } from '@/lib/queries/stories';

/**
 * The related story's title: the report's own `story.title` when the server sends it, else the story read
 * (usually cached already by the story page this report was opened from).
 */
export const useRelatedStoryTitle = (storyId: string, report: Report | undefined) => {
  const own = report?.story?.title?.trim();
  const story = useStory(storyId, { enabled: report !== undefined && !own });
  return own || story.data?.title?.trim() || story.data?.displayName?.trim();
};
