import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '#shared/constants.ts';

/**
 * Copies text to the clipboard: `copied` is true for 2 s after a success (part B §9), `failed` after a
 * refusal (no clipboard, or permission denied).
 */
export const useCopy = () => {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    clearTimeout(timer.current);
    setFailed(false);
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    } catch {
      setCopied(false);
      setFailed(true);
    }
  };
  return { copy, copied, failed };
};
