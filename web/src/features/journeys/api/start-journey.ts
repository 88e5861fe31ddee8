import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stories } from '#shared/contract/routes/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { archiveKeys, homeKeys } from '@/lib/query-keys';

/** Creates a story on the journey; the server names it 'New {journey name}'. */
export const useStartJourney = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (journeyId: string) => callEndpoint(stories.createStory, { body: { journeyId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: homeKeys.stories });
      void queryClient.invalidateQueries({ queryKey: archiveKeys.stories });
    },
  });
};
