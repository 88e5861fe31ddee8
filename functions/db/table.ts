import { Table } from 'dynamodb-toolbox/table';
import { config } from '../lib/config.ts';
import { dynamo } from './client.ts';

export interface IndexKeys {
  name: string;
  partitionKey: string;
  sortKey: string;
}
export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  globalSecondaryIndexes: IndexKeys[];
  timeToLiveAttribute: string;
}

const gsi = (name: string): IndexKeys => ({ name, partitionKey: `${name}pk`, sortKey: `${name}sk` });

/**
 * The one table: generic string keys, three overloaded GSIs and a TTL attribute. CDK and DynamoDB Local
 * create it from this definition; the entities (`entities/*.ts`) name their indexes for access patterns.
 */
export const tableDefinition: TableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [gsi('gsi1'), gsi('gsi2'), gsi('gsi3')],
  timeToLiveAttribute: 'ttl',
};

const stringKey = (name: string) => ({ name, type: 'string' }) as const;
/** The table's three overloaded GSIs. */
export type IndexName = 'gsi1' | 'gsi2' | 'gsi3';

const globalIndex = (name: IndexName) =>
  ({ type: 'global', partitionKey: stringKey(`${name}pk`), sortKey: stringKey(`${name}sk`) }) as const;

/**
 * The DynamoDB-Toolbox table. Its name and document client are read on first send, so importing an entity
 * costs nothing until it is used. Every item names its entity in `__edb_e__`, the attribute stored items have
 * carried from the start: a query picks each item's formatter by it, so the name stays.
 *
 * The table and every entity are built inside an IIFE marked `@__PURE__`: esbuild then drops an entity a
 * bundle never uses, arguments and all (a pure `new Entity(...)` alone would keep its schema calls).
 */
export const table = /* @__PURE__ */ (() => {
  const built = new Table({
    name: () => config().TABLE_NAME,
    partitionKey: stringKey('pk'),
    sortKey: stringKey('sk'),
    indexes: { gsi1: globalIndex('gsi1'), gsi2: globalIndex('gsi2'), gsi3: globalIndex('gsi3') },
    entityAttributeSavedAs: '__edb_e__',
  });
  Object.defineProperty(built, 'documentClient', { get: dynamo, set: () => {}, configurable: true });
  return built;
})();
