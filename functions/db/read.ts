import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { Query } from 'dynamodb-toolbox/table/actions/query';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { NotFoundError } from '../lib/errors.ts';
import { table } from './table.ts';

/** One item by its key, or undefined. Reads are strongly consistent unless told otherwise. */
export const getItem = async <E extends Entity>(
  entity: E,
  key: KeyInputItem<E>,
  { consistent = true }: { consistent?: boolean } = {},
): Promise<FormattedItem<E> | undefined> => {
  const { Item } = await entity.build(GetItemCommand).key(key).options({ consistent }).send();
  return Item as FormattedItem<E> | undefined;
};

export interface QueryAllOptions {
  /** Newest (highest sort key) first. */
  reverse?: boolean;
  /** Only on the primary index (GSIs are eventually consistent). */
  consistent?: boolean;
  /** Stop after this many items. */
  limit?: number;
  /** Only these attributes (fewer bytes per page for long lists). */
  attributes?: string[];
}

/** Every item of one entity an access pattern selects, page after page. */
export const queryAll = async <E extends Entity>(
  entity: E,
  query: Query<typeof table>,
  { reverse, consistent, limit, attributes }: QueryAllOptions = {},
): Promise<FormattedItem<E>[]> => {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(entity)
    .query(query)
    .options({
      maxPages: limit ? 1 : Number.POSITIVE_INFINITY,
      ...(limit ? { limit } : {}),
      ...(reverse ? { reverse } : {}),
      ...(consistent && !query.index ? { consistent } : {}),
      ...(attributes ? { attributes: attributes as never } : {}),
    } as never)
    .send();
  return Items as FormattedItem<E>[];
};

/**
 * The caller's item, or 404 with `notFound`: another user's item answers exactly like a missing one, so an
 * id reveals nothing. `owner` reads the owning user's id off the item (its `userId` by default).
 */
export const loadOwned = async <E extends Entity>(
  entity: E,
  key: KeyInputItem<E>,
  userId: string,
  notFound: string,
  owner: (item: FormattedItem<E>) => string | undefined = (item) => (item as { userId?: string }).userId,
): Promise<FormattedItem<E>> => {
  const item = await getItem(entity, key);
  if (!item || owner(item) !== userId) throw new NotFoundError(notFound);
  return item;
};
