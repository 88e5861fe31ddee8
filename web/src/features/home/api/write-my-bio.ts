import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stories } from '#shared/contract/routes/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { archiveKeys, homeKeys } from '@/lib/query-keys';
import { HOME_TEXTS } from '../texts.ts';
import { storiesQuery } from './list-stories.ts';

/** The seeded Biography format: written from every story of the narrator (content scope `all`). */
export const BIOGRAPHY_FORMAT_ID = 'format-biography';

/**
 * The story the biography is kept under (an artefact belongs to a story and a format): the narrator's
 * 'My Biography' story if there is one, else their newest story, else a new 'My Biography' story.
 */
export const useBiographyStory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<string> => {
      const list = await queryClient.fetchQuery({ ...storiesQuery(), staleTime: 0 });
      const home = list.find((story) => story.title?.trim() === HOME_TEXTS.biographyStoryTitle) ?? list[0];
      if (home) return home.id;
      const created = await callEndpoint(stories.createStory, {
        body: { title: HOME_TEXTS.biographyStoryTitle },
      });
      void queryClient.invalidateQueries({ queryKey: homeKeys.stories });
      void queryClient.invalidateQueries({ queryKey: archiveKeys.stories });
      return created.id;
    },
  });
};
