import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import classes from './typing-text.module.css';

/** Reveals `text` one character every `msPerChar`; assistive technology reads the whole text at once. */
export const TypingText = ({ text, msPerChar }: { text: string; msPerChar: number }) => {
  const reduceMotion = useReducedMotion();
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (reduceMotion || shown >= text.length) return;
    const timer = setTimeout(() => setShown((count) => count + 1), msPerChar);
    return () => clearTimeout(timer);
  }, [shown, text, msPerChar, reduceMotion]);

  return (
    <span className={classes.stack}>
      <span className={classes.srOnly}>{text}</span>
      <span className={classes.ghost} aria-hidden="true">
        {text}
      </span>
      <span aria-hidden="true" data-testid="typing-text">
        {reduceMotion ? text : text.slice(0, shown)}
      </span>
    </span>
  );
};
