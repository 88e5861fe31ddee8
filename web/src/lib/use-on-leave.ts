import { useEffect, useRef } from 'react';

/**
 * Runs `onLeave` once the screen is really gone. The call is deferred a tick so that React's development
 * double-mount (StrictMode) does not count as leaving.
 */
export const useOnLeave = (onLeave: () => void): void => {
  const latest = useRef(onLeave);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = onLeave;
  });

  useEffect(() => {
    clearTimeout(pending.current);
    return () => {
      pending.current = setTimeout(() => latest.current(), 0);
    };
  }, []);
};
