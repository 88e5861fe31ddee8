import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ARTEFACT_REFETCH_DELAY_MS } from '#shared/constants.ts';
import { refreshStoryPage } from '@/lib/queries/stories';
import { onStoryEvents } from '@/lib/story-events';

/**
 * Part B §4: the story page reads its story again when a call completes a path, one second after an
 * artefact is generated, and whenever the page becomes visible or gains focus.
 */
export const useStoryRefresh = (storyId: string) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void refreshStoryPage(queryClient, storyId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, ARTEFACT_REFETCH_DELAY_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const unsubscribe = onStoryEvents(refresh, refreshSoon);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, storyId]);
};
