import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as entities from './all-entities.ts';
import { table, tableDefinition } from './table.ts';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });

/** The GSIs an entity writes keys for (its `gsiNpk` attributes). */
const indexesOf = (entity: { attributes: object }) =>
  Object.keys(entity.attributes)
    .map((name) => /^(gsi\d+)pk$/.exec(name)?.[1])
    .filter((name): name is string => name !== undefined);

describe('table definition', () => {
  it('has the generic keys, a TTL attribute and exactly the GSIs the entities use', () => {
    expect(tableDefinition.partitionKey).toBe('pk');
    expect(tableDefinition.sortKey).toBe('sk');
    expect(tableDefinition.timeToLiveAttribute).toBe('ttl');
    const used = new Set(Object.values(entities).flatMap(indexesOf));
    expect(tableDefinition.globalSecondaryIndexes.map((gsi) => gsi.name).sort()).toEqual([...used].sort());
    for (const gsi of tableDefinition.globalSecondaryIndexes) {
      expect(gsi.partitionKey).toBe(`${gsi.name}pk`);
      expect(gsi.sortKey).toBe(`${gsi.name}sk`);
    }
  });

  it('is the table DynamoDB-Toolbox sends to (CDK, DynamoDB Local and the entities agree)', () => {
    expect(table.partitionKey.name).toBe(tableDefinition.partitionKey);
    expect(table.sortKey?.name).toBe(tableDefinition.sortKey);
    expect(
      Object.entries(table.indexes).map(([name, index]) => ({
        name,
        partitionKey: index.partitionKey.name,
        sortKey: index.sortKey?.name,
      })),
    ).toEqual(tableDefinition.globalSecondaryIndexes);
  });

  it('gives every entity a distinct name (the marker that tells items apart in shared partitions)', () => {
    const names = Object.values(entities).map((entity) => entity.entityName);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('request paths', () => {
  it('never Scan the table', () => {
    const root = join(import.meta.dirname, '..');
    const offenders = sourceFiles(root).filter((file) =>
      /\.scan\b|ScanCommand|actions\/scan/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('import single entities, never the module of every entity', () => {
    const root = join(import.meta.dirname, '..');
    const offenders = sourceFiles(root).filter(
      (file) => !file.endsWith('all-entities.ts') && /all-entities/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
