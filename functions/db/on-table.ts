import { Entity, type EntityAttrDefaultOptions } from 'dynamodb-toolbox/entity';
import type { ValidValue } from 'dynamodb-toolbox/schema';
import type { ItemAttributes, ItemSchema_, ItemSchemaProps } from 'dynamodb-toolbox/schema/item';
import { type IndexLayouts, indexKeys, type KeyLayout, primaryKey } from './index-keys.ts';
import { table } from './table.ts';

type KeyValues<ATTRIBUTES extends ItemAttributes, PROPS extends ItemSchemaProps> = ValidValue<
  ItemSchema_<ATTRIBUTES, PROPS>,
  { mode: 'key' }
>;
type PrimaryKey = { pk: string; sk: string };

/** An entity of the table, declared by its attributes and by the attributes its keys are composed of. */
export interface EntityDefinition<ATTRIBUTES extends ItemAttributes, PROPS extends ItemSchemaProps, LAYOUTS> {
  schema: ItemSchema_<ATTRIBUTES, PROPS>;
  /** The primary key (`$walt#noteid_n-1`, `$note_1`): its partition and sort attributes, or its computation. */
  key: KeyLayout<KeyValues<ATTRIBUTES, PROPS>> | ((key: KeyValues<ATTRIBUTES, PROPS>) => PrimaryKey);
  /** Where the entity's items stand in the GSIs (`index-keys.ts`). */
  indexes?: LAYOUTS;
}

/**
 * The options of `new Entity(…)` for an entity of the one table: its name, the table, the schema with its GSI
 * keys linked, the primary key computed from `key`, and no DynamoDB-Toolbox timestamps (`attributes.ts` has
 * them as plain attributes). Side-effect free: called inside the entity's `@__PURE__` IIFE.
 */
/* @__NO_SIDE_EFFECTS__ */
export const onTable = <
  const NAME extends string,
  ATTRIBUTES extends ItemAttributes,
  PROPS extends ItemSchemaProps,
  const LAYOUTS extends IndexLayouts<ValidValue<ItemSchema_<ATTRIBUTES, PROPS>, { defined: true }>>,
>(
  name: NAME,
  { schema, key, indexes }: EntityDefinition<ATTRIBUTES, PROPS, LAYOUTS>,
) => ({
  name,
  table,
  schema: indexKeys(name, schema, indexes),
  computeKey: typeof key === 'function' ? key : primaryKey(name, key),
  timestamps: false as const,
});

/** The entity `entity(name, definition)` makes: what `new Entity(onTable(name, definition))` infers. */
export type TableEntity<
  NAME extends string,
  ATTRIBUTES extends ItemAttributes,
  PROPS extends ItemSchemaProps,
  LAYOUTS extends IndexLayouts<ValidValue<ItemSchema_<ATTRIBUTES, PROPS>, { defined: true }>>,
> = Entity<
  NAME,
  typeof table,
  ReturnType<typeof indexKeys<ATTRIBUTES, PROPS, LAYOUTS>>['attributes'],
  EntityAttrDefaultOptions,
  false
>;

type AnyDefinition = EntityDefinition<
  ItemAttributes,
  ItemSchemaProps,
  IndexLayouts<ValidValue<ItemSchema_<ItemAttributes, ItemSchemaProps>, { defined: true }>>
>;

/**
 * An entity of the one table: `new Entity(onTable(name, definition))`, its types inferred from the
 * definition as that expression infers them. Side-effect free like `onTable`, so still called inside the
 * entity's `@__PURE__` IIFE: a bundle that drops the entity drops its schema too.
 */
export function entity<
  const NAME extends string,
  ATTRIBUTES extends ItemAttributes,
  PROPS extends ItemSchemaProps,
  const LAYOUTS extends IndexLayouts<ValidValue<ItemSchema_<ATTRIBUTES, PROPS>, { defined: true }>>,
>(
  name: NAME,
  definition: EntityDefinition<ATTRIBUTES, PROPS, LAYOUTS>,
): TableEntity<NAME, ATTRIBUTES, PROPS, LAYOUTS>;
/* @__NO_SIDE_EFFECTS__ */
export function entity(name: string, definition: AnyDefinition) {
  return new Entity(onTable(name, definition));
}
