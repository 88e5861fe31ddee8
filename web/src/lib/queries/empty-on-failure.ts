/**
 * The archive's way of reading a list (part B §8): a failed load is logged and shown as an empty list,
 * so the query never fails (and is not retried).
 */
export const emptyOnFailure =
  <T>(what: string, load: () => Promise<T[]>) =>
  async (): Promise<T[]> => {
    try {
      return await load();
    } catch (error) {
      console.error(`Failed to load ${what}`, error);
      return [];
    }
  };
