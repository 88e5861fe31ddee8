import {
  BatchGetCommand,
  BatchWriteCommand,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { EntityParser } from 'dynamodb-toolbox/entity/actions/parse';
import { PutItemCommand, type PutItemInput } from 'dynamodb-toolbox/entity/actions/put';
import { dynamo } from './client.ts';
import { table } from './table.ts';

/** DynamoDB's batch limits. */
export const BATCH_WRITE_SIZE = 25;
export const BATCH_GET_SIZE = 100;
const MAX_ATTEMPTS = 8;

export const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
};

/** Exponential backoff with full jitter before retrying what DynamoDB left unprocessed. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 25 * 2 ** attempt)));

const primaryKey = <E extends Entity>(entity: E, key: KeyInputItem<E>): Record<string, unknown> =>
  entity.build(EntityParser).parse(key, { mode: 'key' }).key;

/** Writes the requests, 25 per BatchWriteItem, retrying what DynamoDB leaves unprocessed with backoff. */
const writeAll = async (
  requests: NonNullable<BatchWriteCommandInput['RequestItems']>[string],
  what: 'deletes' | 'writes',
): Promise<void> => {
  for (const batch of chunk(requests, BATCH_WRITE_SIZE)) {
    let requestItems: BatchWriteCommandInput['RequestItems'] = { [table.getName()]: batch };
    for (let attempt = 0; requestItems && Object.keys(requestItems).length > 0; attempt += 1) {
      if (attempt >= MAX_ATTEMPTS) throw new Error(`DynamoDB left batch ${what} unprocessed`);
      if (attempt > 0) await backoff(attempt);
      const output: BatchWriteCommandOutput = await dynamo().send(
        new BatchWriteCommand({ RequestItems: requestItems }),
      );
      requestItems = output.UnprocessedItems;
    }
  }
};

/**
 * Deletes every item with these keys, 25 per request, retrying unprocessed items with backoff. Deleting an
 * item that is already gone is not an error, so a repeated delete finishes the job.
 */
export const deleteAll = <E extends Entity>(entity: E, keys: readonly KeyInputItem<E>[]): Promise<void> =>
  writeAll(
    keys.map((key) => ({ DeleteRequest: { Key: primaryKey(entity, key) } })),
    'deletes',
  );

/** Writes each item (as its entity's put builds it), 25 per request, retrying unprocessed items with backoff. */
export const putAll = <E extends Entity>(entity: E, items: readonly PutItemInput<E>[]): Promise<void> =>
  writeAll(
    items.map((item) => ({ PutRequest: { Item: entity.build(PutItemCommand).item(item).params().Item } })),
    'writes',
  );

/** Strongly consistent batch read of the items with these keys (100 per request, unprocessed retried). */
export const getAll = async <E extends Entity>(
  entity: E,
  keys: readonly KeyInputItem<E>[],
): Promise<FormattedItem<E>[]> => {
  const formatter = entity.build(EntityFormatter);
  const found: FormattedItem<E>[] = [];
  for (const batch of chunk(keys, BATCH_GET_SIZE)) {
    let pending: Record<string, unknown>[] = batch.map((key) => primaryKey(entity, key));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= MAX_ATTEMPTS) throw new Error('DynamoDB left batch reads unprocessed');
      if (attempt > 0) await backoff(attempt);
      const name = table.getName();
      const { Responses, UnprocessedKeys } = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [name]: { Keys: pending, ConsistentRead: true } } }),
      );
      for (const item of Responses?.[name] ?? []) found.push(formatter.format(item) as FormattedItem<E>);
      pending = (UnprocessedKeys?.[name]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return found;
};
