import * as z from 'zod/mini';
import { id } from '../schemas/common.ts';
import type { Endpoint, RouteDeclaration } from './endpoint.ts';

/** An endpoint's zod schemas, as `endpointsOf` takes them. */
interface Schemas<P, Q, B, R> {
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

/** The names of a path's `{param}` placeholders: `'/api/stories/{id}/steps/{stepId}'` → `'id' | 'stepId'`. */
type PlaceholdersOf<Path> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/**
 * The params a path declares, each placeholder an `id`; a path without placeholders declares none. (The outer
 * `infer` lets TypeScript see that the result is a zod type while the path is still generic.)
 */
type PathParams<Path> = (
  [PlaceholdersOf<Path>] extends [never]
    ? z.ZodMiniType
    : z.ZodMiniObject<{ [Name in PlaceholdersOf<Path>]: typeof id }, z.core.$strip>
) extends infer Params extends z.ZodMiniType
  ? Params
  : never;

/**
 * Extends a feature's routes table (`routes`) with schemas, an endpoint at a time:
 * `const define = endpointsOf(declared)`, then `define('updateStory', () => ({ body: updateStoryBody, response: story }))`
 * is the route `updateStory` with those schemas. Its params follow from its path (`PUT /api/stories/{id}`:
 * `{ id }`, each placeholder an `id`); an endpoint whose placeholders are not ids declares its own `params`.
 * The schemas are built inside the thunk, so an endpoint a bundle does not import (its `define` call marked
 * `@__PURE__`) leaves no schema behind.
 */
export const endpointsOf =
  /* @__NO_SIDE_EFFECTS__ */
    <T extends Record<string, RouteDeclaration>>(declared: T) =>
    <
      K extends keyof T & string,
      P extends z.ZodMiniType = PathParams<T[K]['path']>,
      Q extends z.ZodMiniType = z.ZodMiniType,
      B extends z.ZodMiniType = z.ZodMiniType,
      R extends z.ZodMiniType = z.ZodMiniType,
    >(
      key: K,
      schemas: () => Schemas<P, Q, B, R>,
    ): Endpoint<P, Q, B, R> => {
      const declaration = declared[key] as RouteDeclaration;
      // Each `{param}` of the path is an `id`, in the path's order, unless the thunk declares its own params.
      const names = declaration.path.match(/(?<=\{)\w+(?=\})/g);
      const params = names && z.object(Object.fromEntries(names.map((name) => [name, id])));
      return { ...declaration, ...(params && { params }), ...schemas() } as Endpoint<P, Q, B, R>;
    };
