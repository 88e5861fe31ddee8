/**
 * Navigation state asking the format generation page to start generating on arrival: the dashboard's
 * Write My Bio sends the narrator there so they watch the biography being written.
 */
export interface StartGeneration {
  startGeneration: true;
}

export const withStartGeneration = (): StartGeneration => ({ startGeneration: true });

export const asksToStartGeneration = (state: unknown): boolean =>
  !!state && typeof state === 'object' && 'startGeneration' in state && state.startGeneration === true;
