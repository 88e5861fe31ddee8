import { QueryCommand as DocumentQueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { EntityPathsUnion } from 'dynamodb-toolbox/entity/actions/parsePaths';
import type { Query } from 'dynamodb-toolbox/table/actions/query';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { Page } from '#shared/page.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { NotFoundError, ValidationError } from '../lib/errors.ts';
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

/** What a list request asks for: a page of at most `limit` items, after the key a previous page ended on. */
export interface PageRequest {
  limit: number;
  /** The decoded cursor: the key the previous page ended on, as DynamoDB's LastEvaluatedKey gave it. */
  after?: Record<string, string>;
}

export const encodeCursor = (key: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor's key (a flat object of strings), or 400: anything else was never given by a list. */
export const decodeCursor = (cursor: string): Record<string, string> => {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      key &&
      typeof key === 'object' &&
      !Array.isArray(key) &&
      Object.keys(key).length > 0 &&
      Object.values(key).every((value) => typeof value === 'string')
    )
      return key;
  } catch {}
  throw new ValidationError(GENERIC_ERRORS.invalidCursor);
};

/**
 * The start key of a page, checked against the query: the table's key and, on an index, the index's key, with the
 * query's own partition; a key of another partition (or list) answers 400 rather than reaching DynamoDB.
 */
export const startKey = (query: Query<typeof table>, after: Record<string, string>) => {
  const prefix = query.index ?? '';
  const names = ['pk', 'sk', ...(prefix ? [`${prefix}pk`, `${prefix}sk`] : [])];
  const matches =
    Object.keys(after).length === names.length &&
    names.every((name) => typeof after[name] === 'string') &&
    after[`${prefix}pk`] === query.partition;
  if (!matches) throw new ValidationError(GENERIC_ERRORS.invalidCursor);
  return after;
};

/**
 * One page of an access pattern: one DynamoDB Query of at most `limit` items (fewer when the page reaches 1 MB),
 * and the cursor of the next page from its LastEvaluatedKey. The read of one page reads one page.
 */
export const queryPage = async <E extends Entity>(
  entity: E,
  query: Query<typeof table>,
  { limit, after }: PageRequest,
  { reverse, consistent }: Pick<QueryAllOptions<E>, 'reverse' | 'consistent'> = {},
): Promise<Page<FormattedItem<E>>> => {
  const { Items = [], LastEvaluatedKey } = await table
    .build(QueryCommand)
    .entities(entity)
    .query(query)
    .options({
      entityAttrFilter: false,
      limit,
      maxPages: 1,
      ...(reverse ? { reverse } : {}),
      ...(consistent && !query.index ? { consistent } : {}),
      ...(after ? { exclusiveStartKey: startKey(query, after) } : {}),
    })
    .send();
  return {
    items: Items as FormattedItem<E>[],
    ...(LastEvaluatedKey ? { nextCursor: encodeCursor(LastEvaluatedKey) } : {}),
  };
};

/**
 * `queryPage` for a hot list of many small items: DynamoDB-Toolbox builds the request, but the items come back
 * as stored, only the `attributes` asked for, without its per-item formatting (≈9 µs an item, 4.5 ms for a page
 * of 500). Only for attributes stored under their own names, untransformed and without read defaults.
 */
export const queryPageAs = async <E extends Entity, A extends keyof FormattedItem<E> & string>(
  entity: E,
  query: Query<typeof table>,
  attributes: readonly A[],
  { limit, after }: PageRequest,
  { reverse, consistent }: Pick<QueryAllOptions<E>, 'reverse' | 'consistent'> = {},
): Promise<Page<Pick<FormattedItem<E>, A>>> => {
  const { ExpressionAttributeNames = {}, ...params } = table
    .build(QueryCommand)
    .entities(entity)
    .query(query)
    .options({
      entityAttrFilter: false,
      ...(reverse ? { reverse } : {}),
      ...(consistent && !query.index ? { consistent } : {}),
    })
    .params();
  const names = Object.fromEntries(attributes.map((name, index) => [`#p${index}`, name]));
  const { Items = [], LastEvaluatedKey } = await dynamo().send(
    new DocumentQueryCommand({
      ...params,
      ExpressionAttributeNames: { ...ExpressionAttributeNames, ...names },
      ProjectionExpression: Object.keys(names).join(', '),
      Limit: limit,
      ...(after ? { ExclusiveStartKey: startKey(query, after) } : {}),
    }),
  );
  return {
    items: Items as Pick<FormattedItem<E>, A>[],
    ...(LastEvaluatedKey ? { nextCursor: encodeCursor(LastEvaluatedKey) } : {}),
  };
};

/** A page's items turned into what the list answers. */
export const mapPage = <T, U>(page: Page<T>, map: (item: T) => U): Page<U> => ({
  items: page.items.map(map),
  ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
});

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

/**
 * How many items an access pattern selects (`Select: COUNT`, page after page): for a count that is not kept,
 * read once and then kept by its owner (the Gmail insights' total).
 */
export const countAll = async (query: Query<typeof table>): Promise<number> => {
  const params = table.build(QueryCommand).query(query).options({ entityAttrFilter: false }).params();
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new DocumentQueryCommand({ ...params, Select: 'COUNT', ExclusiveStartKey }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
};
