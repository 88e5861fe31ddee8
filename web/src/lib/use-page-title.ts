import { useEffect } from 'react';

/**
 * Names the browser tab after the screen, so screen readers and tab lists say where the user is; `undefined`
 * leaves the title to whoever sets it.
 */
export const usePageTitle = (title: string | undefined): void => {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} · Walt` : 'Walt';
  }, [title]);
};
