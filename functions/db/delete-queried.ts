import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import type { Query } from 'dynamodb-toolbox/table/actions/query';
import { deleteAll } from './batch.ts';
import { type QueryAllOptions, queryAll } from './read.ts';
import type { table } from './table.ts';

/**
 * Deletes every item of `entity` an access pattern selects: the query (with `options`, e.g. only the key's
 * attributes), then each item's key from `keyOf`, deleted in batches. Repeating it finishes what a failed
 * attempt left.
 */
export const deleteQueried = async <E extends Entity>(
  entity: E,
  query: Query<typeof table>,
  keyOf: (item: FormattedItem<E>) => KeyInputItem<E>,
  options: QueryAllOptions<E> = {},
): Promise<void> => {
  const items = await queryAll(entity, query, options);
  await deleteAll(entity, items.map(keyOf));
};
