/** Navigation state naming where to go once signed in (set by guards and by registration). */
export interface ReturnState {
  from: string;
}

export const withReturnPath = (from: string): ReturnState => ({ from });

/** The return path carried in navigation state, if it is a safe same-site path. */
export const returnPathOf = (state: unknown): string | undefined => {
  if (state && typeof state === 'object' && 'from' in state) {
    const { from } = state as { from: unknown };
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return undefined;
};
