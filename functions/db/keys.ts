/**
 * The key strings every item is stored under, unchanged since the first items were written (layout.test.ts
 * reads such items; docs/decisions.md "Data layer"):
 *   partition `$walt#<name>_<value>#…` (or `$walt` with no composite), sort `$<entity>_1#<name>_<value>#…`,
 *   every label and value lower-cased unless the index keeps case (message ids are case-sensitive).
 */
export type Composite = Record<string, string | number>;

const SERVICE = 'walt';
const VERSION = '1';

const parts = (composite: Composite, keepCase: boolean): string[] =>
  Object.entries(composite).map(([name, value]) => {
    const part = `${name}_${value}`;
    return keepCase ? part : part.toLowerCase();
  });

/** The partition key of an index: `$walt#userid_u-1`. */
export const partitionKey = (composite: Composite = {}): string =>
  [`$${SERVICE}`, ...parts(composite, false)].join('#');

/** The sort key of an index: `$note_1#createdat_…#noteid_n-1`; `keepCase` leaves labels and values as they are. */
export const sortKey = (entity: string, composite: Composite = {}, keepCase = false): string =>
  [`$${entity.toLowerCase()}_${VERSION}`, ...parts(composite, keepCase)].join('#');

/** The prefix that selects one entity's items in a shared partition (`begins_with`). */
export const sortPrefix = (entity: string): string => `${sortKey(entity)}#`;
