import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { useAiProvider } from '#functions/ai/index.ts';
import { OfflineProvider } from '#functions/ai/offline.ts';
import type { AiProvider } from '#functions/ai/provider.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { resetConfig } from '#functions/lib/config.ts';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import { handler as deletionWorker } from '#functions/workers/delete-account.ts';
import { handler as gmailWorker } from '#functions/workers/gmail.ts';
import { handler as memoryWorker } from '#functions/workers/memory.ts';
import type { QueueEmulator } from '#infra/local/queue-emulator.ts';
import { createLocalServer } from '#infra/local/server.ts';
import { routes } from '#infra/routes.ts';
import { type FakeGoogle, productEnvFor, sampleMailbox, startGoogleFake } from '#test/fakes/google-server.ts';
import { ApiClient, type Session, signedInClient } from './api.ts';
import { useRuntimeDatabase } from './env.ts';
import { deadLetterQueue, testQueues, workerQueue } from './queues.ts';

export interface GmailRuntime {
  url: string;
  google: FakeGoogle;
  queues: QueueEmulator;
  blobs: FileBlobStore;
  /** A client of this server carrying the session of an account registered on the shared runtime. */
  clientOf(session: Session): ApiClient;
  stop(): Promise<void>;
}

export interface GmailRuntimeOptions {
  quotaUnitsPerSecond?: number;
  latencyMs?: number;
  ai?: AiProvider;
  visibilityMs?: number;
  /** Take each client's CloudFront-Viewer-Address as its address (else every client is 127.0.0.1). */
  trustViewerAddress?: boolean;
}

/**
 * The API with Gmail wired to the fake Google server, in this test file's process: the local server over the
 * route table, the gmail queue and its dead-letter queue on an emulator, files in a temporary directory, on
 * the shared runtime's DynamoDB Local (so accounts registered there sign in here too).
 */
export const startGmailRuntime = async (options: GmailRuntimeOptions = {}): Promise<GmailRuntime> => {
  useRuntimeDatabase();
  const google = await startGoogleFake({
    quotaUnitsPerSecond: options.quotaUnitsPerSecond,
    latencyMs: options.latencyMs,
  });
  const dir = mkdtempSync(join(tmpdir(), 'walt-gmail-'));
  const blobs = new FileBlobStore(join(dir, 'blobs'), () => url, process.env.SESSION_SECRET!);
  const visibilityTimeoutMs = options.visibilityMs ?? 300;
  const queues = testQueues(
    workerQueue('gmail', gmailWorker, { visibilityTimeoutMs, deadLetter: 'gmail-dlq' }),
    deadLetterQueue('gmail', visibilityTimeoutMs),
    // What the emails say about the narrator joins their memory (issue 22).
    workerQueue('memory', memoryWorker, { visibilityTimeoutMs }),
    // Account deletion finishes here, revoking the Gmail grant at Google (issue 24: 202, then the queue).
    workerQueue('deletions', deletionWorker, { visibilityTimeoutMs }),
  );
  queues.start();
  useAdapters({ queue: queues, blobs });
  useAiProvider(options.ai ?? new OfflineProvider());
  const server = createLocalServer({
    routes,
    webRoot: dir,
    blobs,
    onError: (error) => console.error('[gmail runtime]', error),
    trustViewerAddress: options.trustViewerAddress,
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    APP_URL: url,
    ...productEnvFor(google),
    GMAIL_QUOTA_UNITS_PER_SECOND: String(options.quotaUnitsPerSecond ?? 250),
    LOCAL_SEALING_KEY: process.env.LOCAL_SEALING_KEY ?? Buffer.alloc(32, 7).toString('base64url'),
  });
  resetConfig();
  return {
    url,
    google,
    queues,
    blobs,
    clientOf: (session) => {
      const client = new ApiClient(url, session.client.ip);
      for (const [name, value] of session.client.cookies) client.cookies.set(name, value);
      return client;
    },
    stop: async () => {
      await queues.stop();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await google.stop();
      useAiProvider(undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** The Gmail runtime for a whole file: started in beforeAll (when the object is filled in), stopped in afterAll. */
export const withGmailRuntime = (options: GmailRuntimeOptions = {}): GmailRuntime => {
  const runtime = {} as GmailRuntime;
  beforeAll(async () => {
    Object.assign(runtime, await startGmailRuntime(options));
  });
  afterAll(() => runtime.stop());
  return runtime;
};

/**
 * A new narrator with `count` emails from `contact` in their mailbox at the runtime's fake Google, linking
 * Gmail: the auth URL, the consent page's Allow, and the callback in the narrator's session (its answer kept).
 */
export const linkedNarratorOn = async (
  runtime: GmailRuntime,
  count = 0,
  contact = 'aunt.may@example.org',
) => {
  const session = await signedInClient();
  const client = runtime.clientOf(session);
  const account = `${session.user.id}@gmail.test`;
  if (count > 0) runtime.google.addMessages(account, sampleMailbox(account, contact, count));
  const { body } = await client.get<{ authUrl: string }>('/api/gmail/auth-url');
  const callbackUrl = new URL(runtime.google.approve(body.authUrl, account));
  const answer = await fetch(callbackUrl, { redirect: 'manual', headers: client.headersFor() });
  return { session, client, account, contact, callbackUrl, answer };
};
