import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entities } from './service.ts';
import { deriveTableDefinition, tableDefinition } from './table.ts';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });

describe('table definition', () => {
  it('has the generic keys, a TTL attribute and every GSI an entity uses', () => {
    expect(tableDefinition.partitionKey).toBe('pk');
    expect(tableDefinition.sortKey).toBe('sk');
    expect(tableDefinition.timeToLiveAttribute).toBe('ttl');
    const used = new Set<string>();
    for (const entity of Object.values(entities)) {
      const indexes = (entity.schema as unknown as { indexes: Record<string, { index?: string }> }).indexes;
      for (const index of Object.values(indexes)) if (index.index) used.add(index.index);
    }
    expect(tableDefinition.globalSecondaryIndexes.map((gsi) => gsi.name).sort()).toEqual([...used].sort());
    for (const gsi of tableDefinition.globalSecondaryIndexes) {
      expect(gsi.partitionKey).toBe(`${gsi.name}pk`);
      expect(gsi.sortKey).toBe(`${gsi.name}sk`);
    }
  });

  it('is derived again identically (CDK and the local runtime read the same thing)', () => {
    expect(deriveTableDefinition()).toEqual(tableDefinition);
  });
});

describe('request paths', () => {
  it('never Scan the table', () => {
    const root = join(import.meta.dirname, '..');
    const offenders = sourceFiles(root).filter((file) =>
      /\.scan\b|ScanCommand/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
