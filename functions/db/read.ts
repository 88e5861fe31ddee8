import { QueryCommand as DocumentQueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { EntityPathsUnion } from 'dynamodb-toolbox/entity/actions/parsePaths';
import type { Query } from 'dynamodb-toolbox/table/actions/query';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { NotFoundError } from '../lib/errors.ts';
import { dynamo } from './client.ts';
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

export interface QueryAllOptions<E extends Entity = Entity> {
  /** Newest (highest sort key) first. */
  reverse?: boolean;
  /** Only on the primary index (GSIs are eventually consistent). */
  consistent?: boolean;
  /** Stop after this many items. */
  limit?: number;
  /** Only these attributes (fewer bytes per page for long lists). */
  attributes?: EntityPathsUnion<[E]>[];
}

/** Every item of one entity an access pattern selects, page after page. */
export const queryAll = async <E extends Entity>(
  entity: E,
  query: Query<typeof table>,
  { reverse, consistent, limit, attributes }: QueryAllOptions<E> = {},
): Promise<FormattedItem<E>[]> => {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(entity)
    .query(query)
    .options({
      // Every access pattern's key condition already selects one entity (its sort-key prefix), so the
      // entity-marker filter would only make DynamoDB re-check every item.
      entityAttrFilter: false,
      maxPages: limit ? 1 : Number.POSITIVE_INFINITY,
      ...(limit ? { limit } : {}),
      ...(reverse ? { reverse } : {}),
      ...(consistent && !query.index ? { consistent } : {}),
      ...(attributes ? { attributes } : {}),
    })
    .send();
  return Items as FormattedItem<E>[];
};

/**
 * Like `queryAll` with `attributes`, for long lists read on a hot path: DynamoDB-Toolbox builds the request
 * (key condition, projection), but items come back as stored, without its per-item formatting (≈9 µs an item,
 * 18 ms for a 2,000-message transcript). Only for attributes stored under their own names, untransformed.
 */
export const queryProjection = async <E extends Entity, A extends keyof FormattedItem<E> & string>(
  entity: E,
  query: Query<typeof table>,
  attributes: readonly A[],
  { consistent }: { consistent?: boolean } = {},
): Promise<Pick<FormattedItem<E>, A>[]> => {
  const { ExpressionAttributeNames = {}, ...params } = table
    .build(QueryCommand)
    .entities(entity)
    .query(query)
    .options({ entityAttrFilter: false, ...(consistent && !query.index ? { consistent } : {}) })
    .params();
  const names = Object.fromEntries(attributes.map((name, index) => [`#p${index}`, name]));
  const items: Pick<FormattedItem<E>, A>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new DocumentQueryCommand({
        ...params,
        ExpressionAttributeNames: { ...ExpressionAttributeNames, ...names },
        ProjectionExpression: Object.keys(names).join(', '),
        ExclusiveStartKey,
      }),
    );
    items.push(...((page.Items ?? []) as Pick<FormattedItem<E>, A>[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
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
