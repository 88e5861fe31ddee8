/**
 * A read whose failure is logged and shown as `none` (nothing to show), so the query never fails (and is not
 * retried): the page reads on without what it could not load.
 */
export const noneOnFailure =
  <T>(what: string, load: () => Promise<T>, none: () => T) =>
  async (): Promise<T> => {
    try {
      return await load();
    } catch (error) {
      console.error(`Failed to load ${what}`, error);
      return none();
    }
  };

/** The archive's way of reading a list (part B §8): a failed load is logged and shown as an empty list. */
export const emptyOnFailure = <T>(what: string, load: () => Promise<T[]>) =>
  noneOnFailure(what, load, (): T[] => []);
