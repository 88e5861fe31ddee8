import { Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { TYPEWRITER_SPEECH_MS } from '#shared/constants.ts';
import classes from './typed-words.module.css';

/**
 * Words just transcribed, typed out one character every 20 ms (part B §9: the speech screen's typewriter).
 * The paragraph holds the whole text from the start; the typed copy over it is hidden from assistive
 * technology and goes once it is complete. Reduced motion shows the words at once.
 */
export const TypedWords = ({ text }: { text: string }) => {
  const reduceMotion = useReducedMotion();
  const [shown, setShown] = useState(0);
  const typing = !reduceMotion && shown < text.length;
  useEffect(() => {
    if (reduceMotion || shown >= text.length) return;
    const timer = setTimeout(() => setShown((count) => count + 1), TYPEWRITER_SPEECH_MS);
    return () => clearTimeout(timer);
  }, [shown, text, reduceMotion]);
  return (
    <Text fz="lg" className={classes.words} data-typing={typing || undefined}>
      {text}
      {typing && (
        <span aria-hidden="true" className={classes.typed} data-testid="speech-typing">
          {text.slice(0, shown)}
        </span>
      )}
    </Text>
  );
};
