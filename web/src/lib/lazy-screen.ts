import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A route's `lazy`: the screen is its own chunk, loaded when the route is first visited, and `pick` names
 * the component the module exports for it.
 */
export const screen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** The names of the components a screen module exports. */
type ComponentName<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];

/** A route's `lazy` whose screen is the module's export `name` (see `screen`). */
export const namedScreen = <M>(load: () => Promise<M>, name: ComponentName<M>) =>
  screen(load, (module) => module[name] as ComponentType);

/** The route at `path` whose screen, the module's export `name`, is its own lazy chunk. */
export const screenRoute = <M>(
  path: string,
  load: () => Promise<M>,
  name: ComponentName<M>,
): RouteObject => ({
  path,
  lazy: namedScreen(load, name),
});

/** The index route (its parent's own path) whose screen, the module's export `name`, is its own lazy chunk. */
export const indexScreenRoute = <M>(load: () => Promise<M>, name: ComponentName<M>): RouteObject => ({
  index: true,
  lazy: namedScreen(load, name),
});
