import type { Never, ValidValue } from 'dynamodb-toolbox/schema';
import type { ItemAttributes, ItemSchema_, ItemSchemaProps } from 'dynamodb-toolbox/schema/item';
import { type StringSchema, string } from 'dynamodb-toolbox/schema/string';
import { type Composite, partitionKey, sortKey, sortPrefix } from './keys.ts';
import type { IndexName } from './table.ts';

/*
 * An entity's keys declared by the attributes they are composed of (keys.ts has the string layout): the primary
 * key (`primaryKey`), the GSI keys linked to the item on every put (`indexKeys`, `indexKeyValues` for updates)
 * and the queries of its access patterns (`byIndex`, `inPartition`). Side-effect free: entities call these in
 * their `@__PURE__` IIFEs and access-pattern functions, so a bundle that drops an entity drops the calls too.
 */

const INDEX_NAMES: readonly IndexName[] = ['gsi1', 'gsi2', 'gsi3'];

type KeyPart = Composite[string];

/** The names of the attributes of `V` whose values can go into a key (strings and numbers, or `T`). */
type PartNames<V, T = KeyPart> = { [K in keyof V & string]-?: V[K] extends T ? K : never }[keyof V & string];

interface LayoutOf<V, PARTITION_PART extends string> {
  /** The attributes of the partition key (`$walt#userid_u-1`; none: `$walt`), or the partition key itself. */
  partition: readonly PARTITION_PART[] | ((item: V) => string);
  /** The attributes of the sort key after the entity's prefix (`$note_1#createdat_…`; none: `$note_1`), or that composite. */
  sort?: readonly PartNames<V>[] | ((item: V) => Composite);
  /** Sort-key labels and values keep their case (ids a client made up, which are case-sensitive). */
  keepCase?: true;
}

/**
 * Where an item stands in one GSI. Every item has keys there unless `sparse` says which do (`true`: those with
 * every partition attribute set). `optional` (implied by `sparse`) lets items without the keys read, such as
 * those written before the index existed.
 */
export type IndexLayout<V> =
  | (LayoutOf<V, PartNames<V>> & { sparse?: undefined; optional?: true })
  | (LayoutOf<V, PartNames<V, KeyPart | undefined>> & { sparse: true | ((item: V) => boolean) });
export type IndexLayouts<V> = { readonly [INDEX in IndexName]?: IndexLayout<V> };

type MaySkip<LAYOUT> = LAYOUT extends { sparse: unknown } | { optional: true } ? true : false;

/** A GSI key attribute as DynamoDB-Toolbox sees it: hidden, computed on put, optional where items may lack it. */
type IndexKeyAttribute<LAYOUT> =
  MaySkip<LAYOUT> extends true
    ? StringSchema<{ required: Never; hidden: true; putLink: unknown }>
    : StringSchema<{ hidden: true; putLink: unknown }>;
type IndexKeyAttributes<LAYOUTS> = {
  [INDEX in keyof LAYOUTS & IndexName as `${INDEX}pk` | `${INDEX}sk`]: IndexKeyAttribute<LAYOUTS[INDEX]>;
};

/** The GSI key values `layouts` gives an item: strings, undefined where a sparse index skips it. */
export type IndexKeyValues<LAYOUTS> = {
  [INDEX in keyof LAYOUTS & IndexName as `${INDEX}pk` | `${INDEX}sk`]: LAYOUTS[INDEX] extends {
    sparse: unknown;
  }
    ? string | undefined
    : string;
};

const compose = <V extends object>(item: V, names: readonly string[]): Composite =>
  Object.fromEntries(names.map((name) => [name, (item as Record<string, unknown>)[name] as KeyPart]));

/** Whether the item has keys in the index. */
const selects = <V extends object>({ sparse, partition }: IndexLayout<V>, item: V): boolean => {
  if (sparse === undefined) return true;
  if (sparse !== true) return sparse(item);
  return typeof partition === 'function' || partition.every((name) => Boolean(item[name]));
};

/** What a key is composed of, its attribute names checked by the layout types above. */
interface Parts<V> {
  partition: readonly string[] | ((item: V) => string);
  sort?: readonly string[] | ((item: V) => Composite);
  keepCase?: true;
}

const indexPartition = <V extends object>({ partition }: Parts<V>, item: V): string =>
  typeof partition === 'function' ? partition(item) : partitionKey(compose(item, partition));

const indexSort = <V extends object>(entity: string, { sort = [], keepCase }: Parts<V>, item: V): string =>
  sortKey(entity, typeof sort === 'function' ? sort(item) : compose(item, sort), keepCase);

/** Each index `layouts` places items in, with its layout. */
const layoutsIn = <V>(layouts: IndexLayouts<V> | undefined) =>
  INDEX_NAMES.flatMap((index) => {
    const layout = layouts?.[index];
    return layout ? [{ index, layout }] : [];
  });

/**
 * The GSI keys of an item as an update must write them (DynamoDB-Toolbox computes linked keys on put only):
 * `{ gsi1pk, gsi1sk, … }` for every index of `layouts`.
 */
/* @__NO_SIDE_EFFECTS__ */
export const indexKeyValues = <V extends object, const LAYOUTS extends IndexLayouts<V>>(
  entity: string,
  layouts: LAYOUTS,
  item: V,
): IndexKeyValues<LAYOUTS> => {
  const values: Record<string, string | undefined> = {};
  for (const { index, layout } of layoutsIn<V>(layouts)) {
    const selected = selects(layout, item);
    values[`${index}pk`] = selected ? indexPartition(layout, item) : undefined;
    values[`${index}sk`] = selected ? indexSort(entity, layout, item) : undefined;
  }
  return values as IndexKeyValues<LAYOUTS>;
};

/**
 * The item schema with its GSI key attributes (`gsi1pk`, `gsi1sk`, …), hidden and linked to the attributes
 * `layouts` names, so that every put writes them (none without layouts).
 */
/* @__NO_SIDE_EFFECTS__ */
export const indexKeys = <
  ATTRIBUTES extends ItemAttributes,
  PROPS extends ItemSchemaProps,
  const LAYOUTS extends IndexLayouts<ValidValue<ItemSchema_<ATTRIBUTES, PROPS>, { defined: true }>>,
>(
  entity: string,
  schema: ItemSchema_<ATTRIBUTES, PROPS>,
  layouts?: LAYOUTS,
) => {
  type Schema = typeof schema;
  type Values = ValidValue<Schema, { defined: true }>;
  const linked = (layout: IndexLayout<Values>, compute: (item: Values) => string): StringSchema => {
    if (layout.sparse)
      return string()
        .optional()
        .hidden()
        .link<Schema>((item) => (selects(layout, item) ? compute(item) : undefined));
    return layout.optional
      ? string().optional().hidden().link<Schema>(compute)
      : string().hidden().link<Schema>(compute);
  };
  const attributes: Record<string, StringSchema> = {};
  for (const { index, layout } of layoutsIn<Values>(layouts)) {
    attributes[`${index}pk`] = linked(layout, (item) => indexPartition(layout, item));
    attributes[`${index}sk`] = linked(layout, (item) => indexSort(entity, layout, item));
  }
  return schema.and<IndexKeyAttributes<LAYOUTS>>(attributes as IndexKeyAttributes<LAYOUTS>);
};

/** Where an item's primary key puts it: like an index layout, always dense. */
export type KeyLayout<K> = LayoutOf<K, PartNames<K>>;

/** An entity's `computeKey`: its primary key from the key attributes, as `layout` composes them. */
/* @__NO_SIDE_EFFECTS__ */
export const primaryKey =
  <K extends object>(entity: string, layout: KeyLayout<K>) =>
  (key: K) => ({ pk: indexPartition(layout, key), sk: indexSort(entity, layout, key) });

/** How a query selects the entity's items in a partition: by sort-key prefix, or by the whole (bare) sort key. */
export interface RangeOptions {
  /** The leading attributes of the sort key, for a narrower prefix (`$job_1#kind_research#`). */
  startingWith?: Composite;
  /** The index's sort key is the entity's bare prefix (`$researchreport_1`): match it exactly. */
  exact?: true;
}

const rangeOf = (entity: string, { startingWith, exact }: RangeOptions) =>
  exact
    ? { eq: sortKey(entity) }
    : { beginsWith: startingWith ? `${sortKey(entity, startingWith)}#` : sortPrefix(entity) };

/** Access pattern: the entity's items in one partition of a GSI (its attributes, or the partition key itself). */
/* @__NO_SIDE_EFFECTS__ */
export const byIndex = <const INDEX extends IndexName>(
  index: INDEX,
  partition: Composite | string,
  entity: string,
  range: RangeOptions = {},
) =>
  ({
    index,
    partition: typeof partition === 'string' ? partition : partitionKey(partition),
    range: rangeOf(entity, range),
  }) as const;

/** Access pattern: the entity's items in one partition of the table itself (items kept beside their parent). */
/* @__NO_SIDE_EFFECTS__ */
export const inPartition = (partition: Composite, entity: string) =>
  ({ partition: partitionKey(partition), range: rangeOf(entity, {}) }) as const;
