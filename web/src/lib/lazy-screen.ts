import type { ComponentType } from 'react';

/**
 * A route's `lazy`: the screen is its own chunk, loaded when the route is first visited, and `pick` names
 * the component the module exports for it.
 */
export const screen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });
