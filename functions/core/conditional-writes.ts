import { isConditionFailure } from '../db/errors.ts';

/**
 * Awaits a conditional write; when DynamoDB refuses it because its condition did not hold, throws what
 * `refused` makes instead (a 404, a 409, …). Any other error rethrows as it came.
 */
export const refusedAs = async <T>(write: Promise<T>, refused: () => Error): Promise<T> => {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) throw refused();
    throw error;
  }
};

/**
 * The condition of a replace (PUT) of an item that must exist, keyed by `key`; with `unchangedSince`, only
 * while the item's updatedAt is still that one.
 */
export const existsUnchangedSince = <K extends string>(key: K, unchangedSince?: string) =>
  unchangedSince
    ? {
        and: [
          { attr: key, exists: true as const },
          { attr: 'updatedAt' as const, eq: unchangedSince },
        ],
      }
    : { attr: key, exists: true as const };

/** A condition that `attr` is absent or below `value`: a later write never loses to an earlier one. */
export const absentOrBelow = <K extends string, V>(attr: K, value: V) => ({
  or: [
    { attr, exists: false as const },
    { attr, lt: value },
  ],
});

/** A condition that `attr` is absent or at most `value` (a counter or sequence that may not pass it). */
export const absentOrAtMost = <K extends string, V>(attr: K, value: V) => ({
  or: [
    { attr, exists: false as const },
    { attr, lte: value },
  ],
});
