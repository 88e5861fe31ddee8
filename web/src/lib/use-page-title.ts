import { useEffect } from 'react';

/** Names the browser tab after the screen, so screen readers and tab lists say where the user is. */
export const usePageTitle = (title: string): void => {
  useEffect(() => {
    document.title = title ? `${title} · Walt` : 'Walt';
  }, [title]);
};
