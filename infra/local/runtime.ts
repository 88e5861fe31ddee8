import { chmodSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { useOfflineProvider } from '#functions/ai/index.ts';
import { OfflineProvider } from '#functions/ai/offline.ts';
import { resetSigningKey } from '#functions/core/auth/signing-key.ts';
import { resetDynamo } from '#functions/db/client.ts';
import { tableDefinition } from '#functions/db/table.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { resetConfig } from '#functions/lib/config.ts';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import type { Mail } from '#functions/lib/ports/mailer.ts';
import { OutboxMailer } from '#functions/lib/ports/mailer-outbox.ts';
import { runSeeds } from '#functions/workers/seed.ts';
import { deadLetterWorker, queues, visibilityTimeoutSeconds } from '../queues.ts';
import { routes as allRoutes, type Route } from '../routes.ts';
import { ensureTable, LocalRuntimeError, startDynamoLocal } from './dynamodb-local.ts';
import { localSecrets } from './local-keys.ts';
import { QueueEmulator, type SqsHandler } from './queue-emulator.ts';
import { closeRealtimePeers } from './realtime-peer/handle-call.ts';
import { createLocalServer, loadHandler } from './server.ts';

export const projectRoot = resolve(import.meta.dirname, '..', '..');
export const TABLE_NAME = 'walt';
export const DEFAULT_HOST = '127.0.0.1';

export interface RuntimeOptions {
  port?: number;
  /**
   * The address to listen on: HOST, else 127.0.0.1 (loopback only, so nobody else on the network reaches the
   * local app, its data and its mail). `HOST=0.0.0.0` shares it, e.g. to try it from a phone.
   */
  host?: string;
  /** Where data lives; ignored (nothing persisted) when inMemory. */
  dataDir?: string;
  inMemory?: boolean;
  /** `true` issues `__Host-` Secure cookies, as in production. The browser-facing local default is false. */
  secureCookies?: boolean;
  /** Scales queue visibility timeouts (tests use a small fraction so retries happen in milliseconds). */
  visibilityScale?: number;
  routes?: Route[];
  extraEnv?: Record<string, string>;
  /**
   * Tests only: a client's CloudFront-Viewer-Address names its address (the suites' clients each stand for
   * a viewer of their own). Off by default: `npm start` counts every request by its socket's address.
   */
  trustViewerAddress?: boolean;
  onMail?: (mail: Mail, file: string) => void;
  quiet?: boolean;
}

export interface Runtime {
  url: string;
  port: number;
  /** The address it listens on. */
  host: string;
  dataDir: string;
  outboxDir: string;
  queues: QueueEmulator;
  stop(): Promise<void>;
}

/** Starts the whole product on one machine: DynamoDB Local, the API through the route table, queues, files, mail. */
export const startRuntime = async (options: RuntimeOptions = {}): Promise<Runtime> => {
  const inMemory = options.inMemory ?? false;
  const dataDir = resolve(options.dataDir ?? join(projectRoot, '.data'));
  // Sessions' signing key, the database and mail live here: readable by this user only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const dynamo = await startDynamoLocal({ dir: inMemory ? undefined : join(dataDir, 'dynamodb') });
  const outboxDir = join(dataDir, 'outbox');
  const port = options.port ?? 3000;
  const host = options.host ?? process.env.HOST ?? DEFAULT_HOST;

  Object.assign(process.env, {
    TABLE_NAME,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    AWS_REGION: 'local',
    // The session signing key, the TOTP sealing key and the stand-in for KMS (Gmail refresh tokens), each its own.
    ...localSecrets(dataDir, inMemory),
    COOKIE_SECURE: String(options.secureCookies ?? false),
    POWERTOOLS_DEV: process.env.POWERTOOLS_DEV ?? 'true',
    ...options.extraEnv,
  });
  resetConfig();
  resetDynamo();
  resetSigningKey();
  await ensureTable(dynamo.endpoint, TABLE_NAME, tableDefinition);
  await runSeeds();

  const scale = options.visibilityScale ?? 1;
  const emulator = new QueueEmulator(
    [
      ...queues.map((queue) => ({
        name: queue.name,
        batchSize: queue.batchSize,
        visibilityTimeoutMs: visibilityTimeoutSeconds(queue) * 1000 * scale,
        maxReceives: queue.maxReceives,
        deadLetter: `${queue.name}-dlq`,
        handler: queue.worker
          ? () => loadHandler(queue.worker!) as unknown as Promise<SqsHandler>
          : undefined,
      })),
      ...queues.map((queue) => ({
        name: `${queue.name}-dlq`,
        batchSize: 10,
        visibilityTimeoutMs: 30_000 * scale,
        maxReceives: 5,
        handler: () => loadHandler(deadLetterWorker) as unknown as Promise<SqsHandler>,
      })),
    ],
    (queue, error) => console.error(`[queue ${queue}]`, error),
  );
  emulator.start();

  const blobs = new FileBlobStore(
    join(dataDir, 'blobs'),
    () => process.env.APP_URL ?? `http://localhost:${port}`,
    process.env.SESSION_SECRET!,
  );
  useAdapters({
    queue: emulator,
    blobs,
    mailer: new OutboxMailer(outboxDir, process.env.MAIL_FROM ?? 'Walt <walt@localhost>', (mail, file) => {
      options.onMail?.(mail, file);
    }),
  });

  useOfflineProvider(() => new OfflineProvider());

  const server = createLocalServer({
    routes: options.routes ?? allRoutes,
    webRoot: join(projectRoot, 'web', 'dist'),
    blobs,
    onError: (error) => console.error('[server]', error),
    trustViewerAddress: options.trustViewerAddress,
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new LocalRuntimeError(
              `Port ${port} is already in use. Stop the other program or choose another port: PORT=3001 npm start`,
            )
          : error,
      );
    });
    server.listen(port, host, () => resolveListen());
  }).catch(async (error) => {
    await emulator.stop();
    await dynamo.stop();
    throw error;
  });
  const actualPort = (server.address() as AddressInfo).port;
  // Loopback and every-interface listeners answer at localhost (browsers and Node try ::1 and 127.0.0.1).
  const urlHost = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host)
    ? 'localhost'
    : host.includes(':')
      ? `[${host}]`
      : host;
  const url = `http://${urlHost}:${actualPort}`;
  process.env.APP_URL = process.env.APP_URL_OVERRIDE ?? url;
  resetConfig();

  return {
    url,
    port: actualPort,
    host,
    dataDir,
    outboxDir,
    queues: emulator,
    stop: async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await closeRealtimePeers();
      await emulator.stop();
      await dynamo.stop();
    },
  };
};
