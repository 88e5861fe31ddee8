import { useEffect } from 'react';

/** Asks search engines not to index the screen while it is shown (a private link's page). */
export const useNoIndex = (): void => {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
};
