import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import {
  type Memory,
  type MemoryOverrides,
  type MemorySourceRef,
  memoryOverrides,
  type SourceExtraction,
  sourceExtraction,
} from '#shared/schemas/memory.ts';
import { deleteAll, putAll } from '../../db/batch.ts';
import { dynamo } from '../../db/client.ts';
import { MemoryEntity, MemorySourceEntity, sourcesOfMemory } from '../../db/entities/memory.ts';
import { unlessConditionFails } from '../../db/errors.ts';
import { partitionKey, sortKey } from '../../db/keys.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { config } from '../../lib/config.ts';
import { absentOrBelow } from '../conditional-writes.ts';
import { buildMemory } from './merge.ts';
import { EMPTY_OVERRIDES } from './overrides.ts';
import { gatherMaterial, type NarratorSource, sourceKey } from './sources.ts';

/** Extracts what one source says; the offline extractor unless the AI provider brings its own. */
export type Extractor = { name: string; extract(source: NarratorSource): Promise<SourceExtraction> };

export const offlineExtractor: Extractor = {
  name: 'offline',
  // Loaded on first use: deployments extract with the AI provider and never load it (infra LAZY_MODULES).
  extract: async (source) => (await import('./extract-offline.ts')).extractClaims(source),
};

/**
 * What a request (not the queued build) may extract with. With the offline provider, the deterministic
 * extractor, inline. With OpenAI, nothing: a request merges what the memory worker has already extracted (a
 * paid call never runs inside a request), and the worker digests the rest within seconds.
 */
export const requestExtractor = (): Extractor | undefined => {
  const settings = config();
  const openai =
    (settings.AI_PROVIDER ??
      (settings.OPENAI_API_KEY || settings.OPENAI_SECRET_ARN ? 'openai' : 'offline')) === 'openai';
  return openai ? undefined : offlineExtractor;
};

const empty = (extraction: SourceExtraction) =>
  extraction.claims.length === 0 &&
  extraction.threads.length === 0 &&
  !extraction.answers?.length &&
  !extraction.preferredName;

/** What the stored memory keeps of each fact's and thread's sources: it must fit in one item (400 KB). */
const MAX_SOURCES = 8;
const MAX_EXCERPT = 280;
const cap = <T extends { sources: MemorySourceRef[] }>(holder: T): T => ({
  ...holder,
  sources: holder.sources.slice(0, MAX_SOURCES).map((source) => ({
    ...source,
    excerpt:
      source.excerpt.length > MAX_EXCERPT ? `${source.excerpt.slice(0, MAX_EXCERPT - 1)}…` : source.excerpt,
  })),
});
const capped = <M extends Omit<Memory, 'processedThrough'>>(memory: M): M => ({
  ...memory,
  facts: memory.facts.map((fact) =>
    cap(fact.alternatives ? { ...fact, alternatives: fact.alternatives.map(cap) } : fact),
  ),
  openThreads: memory.openThreads.map(cap),
  ...(memory.preferredName ? { preferredName: cap(memory.preferredName) } : {}),
});

const hashOf = (text: string, extractor: string) =>
  createHash('sha256').update(`${extractor}\n${text}`).digest('base64url');

export interface StoredMemory {
  memory: Memory | undefined;
  overrides: MemoryOverrides;
  preferredName?: string;
  changedAt: number;
  builtAt: number;
}

export const readMemoryItem = async (userId: string): Promise<StoredMemory> => {
  const record = await getItem(MemoryEntity, { memoryOf: userId }, { consistent: true });
  const overrides = record?.overrides ? memoryOverrides.parse(JSON.parse(record.overrides)) : EMPTY_OVERRIDES;
  return {
    memory: record?.doc ? (JSON.parse(record.doc) as Memory) : undefined,
    overrides,
    preferredName: record?.preferredName || undefined,
    changedAt: record?.changedAt ?? 0,
    builtAt: record?.builtAt ?? 0,
  };
};

/** Keeps the narrator's actions (and the name they set), then rebuilds at once so they see the result. */
export const saveOverrides = async (
  userId: string,
  changes: { overrides?: MemoryOverrides; preferredName?: string },
  extractor: Extractor | undefined,
): Promise<Memory> => {
  await MemoryEntity.build(UpdateItemCommand)
    .item({
      memoryOf: userId,
      ...(changes.overrides ? { overrides: JSON.stringify(changes.overrides) } : {}),
      ...(changes.preferredName !== undefined ? { preferredName: changes.preferredName } : {}),
      changedAt: Date.now(),
    })
    .send();
  return rebuildMemory(userId, extractor);
};

/**
 * Builds the narrator's memory from their current material: each source's extraction is reused while its text
 * is unchanged (so a rebuild pays for nothing twice), extractions of sources that are gone are deleted (their
 * facts go with them), and the result is written with `processedThrough` naming every digested source. The
 * same material always gives the same memory, so a redelivered build message changes nothing.
 */
export const rebuildMemory = async (userId: string, extractor: Extractor | undefined): Promise<Memory> => {
  const startedAt = Date.now();
  const [material, stored, item] = await Promise.all([
    gatherMaterial(userId),
    queryAll(MemorySourceEntity, sourcesOfMemory(userId)),
    readMemoryItem(userId),
  ]);
  const known = new Map(stored.map((row) => [row.sourceKey, row]));
  const inputs = [];
  const digested = new Set<string>();
  const writes: {
    memoryOf: string;
    sourceKey: string;
    hash: string;
    extraction: string;
    provider: string;
  }[] = [];
  for (const source of material.sources) {
    const key = sourceKey(source);
    const row = known.get(key);
    known.delete(key);
    // A relative's text is read another way (issue 25), so its extraction is keyed by how it is read too.
    const read = source.relative
      ? `relative:${source.relative.narratorNames.join(',')}\n${source.text}`
      : source.text;
    const hash = hashOf(read, extractor?.name ?? row?.provider ?? '');
    const keep = (found: SourceExtraction, provider: string) =>
      writes.push({ memoryOf: userId, sourceKey: key, hash, extraction: JSON.stringify(found), provider });
    let extraction: SourceExtraction;
    if (row && (row.hash === hash || !extractor))
      extraction = sourceExtraction.parse(JSON.parse(row.extraction));
    else if (extractor === offlineExtractor) extraction = await extractor.extract(source);
    else if (!extractor) continue;
    else {
      extraction = await extractor.extract(source);
      keep(extraction, extractor.name);
    }
    // The offline extraction is recomputed (deterministic, cheap), so only what it found is kept; a paid
    // extraction is kept whatever it found, so it is never paid for twice.
    if (extractor === offlineExtractor && !empty(extraction) && row?.hash !== hash)
      keep(extraction, extractor.name);
    if (extractor === offlineExtractor && empty(extraction) && row) known.set(key, row);
    const { text: _text, relative: _relative, ...meta } = source;
    inputs.push({ source: meta, extraction });
    digested.add(source.kind === 'message' ? `conversation:${source.conversationId}` : key);
  }
  await putAll(MemorySourceEntity, writes);
  await deleteAll(
    MemorySourceEntity,
    [...known.keys()].map((key) => ({ memoryOf: userId, sourceKey: key })),
  );
  const built = buildMemory(inputs, item.overrides, {
    firstPathAnswer: material.firstPathAnswer,
    followUps: material.followUps,
  });
  const memory: Memory = {
    ...capped(built),
    preferredName: item.preferredName ? { value: item.preferredName, sources: [] } : built.preferredName,
    processedThrough: [...digested],
  };
  // A build never overwrites a newer one (a slower build that started earlier loses).
  await unlessConditionFails(
    MemoryEntity.build(UpdateItemCommand)
      .item({ memoryOf: userId, doc: JSON.stringify(memory), builtAt: startedAt })
      .options({
        condition: absentOrBelow('builtAt', startedAt),
      })
      .send(),
  );
  return memory;
};

/** The memory as stored JSON when it is current (answered as it is), else rebuilt first. */
export const currentMemoryJson = async (
  userId: string,
  extractor: Extractor | undefined,
  onStale?: OnStale,
): Promise<string> => {
  // A bare projected read: the stored document is answered as it is, without the entity parsing it.
  const { Item: record } = await dynamo().send(
    new GetCommand({
      TableName: config().TABLE_NAME,
      Key: { pk: partitionKey({ memoryOf: userId }), sk: sortKey('memory') },
      ProjectionExpression: 'doc, builtAt, changedAt',
      ConsistentRead: true,
    }),
  );
  if (typeof record?.doc === 'string' && Number(record.builtAt ?? 0) > Number(record.changedAt ?? 0))
    return record.doc;
  return JSON.stringify(await catchUp(userId, extractor, onStale));
};

/** What a request does besides rebuilding when the memory is stale (the memory endpoints queue a build). */
export type OnStale = (userId: string) => Promise<void>;

/**
 * A stale memory read in a request: rebuilt at once with what the request may extract; when that is nothing
 * new (with OpenAI), `onStale` may queue a build too, so the worker extracts the rest within seconds.
 */
const catchUp = async (
  userId: string,
  extractor: Extractor | undefined,
  onStale?: OnStale,
): Promise<Memory> => {
  if (!extractor) await onStale?.(userId);
  return rebuildMemory(userId, extractor);
};

/** The memory as it stands, rebuilt first when the narrator's material changed since the last build. */
export const currentMemory = async (
  userId: string,
  extractor: Extractor | undefined,
  onStale?: OnStale,
): Promise<Memory> => {
  const item = await readMemoryItem(userId);
  if (item.memory && item.builtAt > item.changedAt) return item.memory;
  return catchUp(userId, extractor, onStale);
};

export { deleteMemory } from './delete.ts';
