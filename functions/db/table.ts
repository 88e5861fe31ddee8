import { entities } from './service.ts';

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

interface ElectroIndex {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

/** The table's keys and GSIs, derived from the entities so CDK, DynamoDB Local and ElectroDB agree. */
export const deriveTableDefinition = (): TableDefinition => {
  const gsis = new Map<string, IndexKeys>();
  let primary: { pk: string; sk: string } | undefined;
  for (const entity of Object.values(entities)) {
    const indexes = (entity.schema as unknown as { indexes: Record<string, ElectroIndex> }).indexes;
    for (const index of Object.values(indexes)) {
      const pk = index.pk.field;
      const sk = index.sk?.field ?? '';
      if (!index.index) {
        if (primary && (primary.pk !== pk || primary.sk !== sk))
          throw new Error('Entities disagree on the primary key');
        primary = { pk, sk };
        continue;
      }
      const known = gsis.get(index.index);
      if (known && (known.partitionKey !== pk || known.sortKey !== sk)) {
        throw new Error(`Entities disagree on the keys of ${index.index}`);
      }
      gsis.set(index.index, { name: index.index, partitionKey: pk, sortKey: sk });
    }
  }
  if (!primary) throw new Error('No entity defines a primary index');
  return {
    partitionKey: primary.pk,
    sortKey: primary.sk,
    globalSecondaryIndexes: [...gsis.values()].sort((a, b) => a.name.localeCompare(b.name)),
    timeToLiveAttribute: 'ttl',
  };
};

export const tableDefinition: TableDefinition = deriveTableDefinition();
