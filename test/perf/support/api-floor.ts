import { randomUUID } from 'node:crypto';
/**
 * What the API benchmarks share (conversation-api, story-read, admin-users, notes-page, memory): the real local runtime on
 * DynamoDB Local, a raw document client on the same database for the floor, a floor server, request timing and
 * the statistics. A folder of its own, so `test/perf/run.ts` does not take it for a benchmark.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { SessionEntity } from '#functions/db/entities/session.ts';
import { UserEntity } from '#functions/db/entities/user.ts';
import { startRuntime } from '#infra/local/runtime.ts';
import { TEST_RUNTIME_ENV } from '#test/helpers/runtime-env.ts';

/** The product as `npm start` runs it, in memory, in a scratch data folder. */
export const startBenchmarkRuntime = async (name: string, extraEnv: Record<string, string> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), `walt-perf-${name}-`));
  const runtime = await startRuntime({
    port: 0,
    inMemory: true,
    dataDir,
    quiet: true,
    extraEnv: { ...TEST_RUNTIME_ENV, LOG_LEVEL: 'ERROR', ...extraEnv },
  });
  return { runtime, dataDir };
};

/** A bare document client on the runtime's DynamoDB Local: what the floor reads and writes with. */
export const rawDocumentClient = (options: { removeUndefinedValues?: boolean } = {}) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: process.env.DYNAMODB_ENDPOINT,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    options.removeUndefinedValues ? { marshallOptions: { removeUndefinedValues: true } } : {},
  );

/** A bare `node:http` server doing the floor's work; answers its base URL. */
export const startFloorServer = async (
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ url: string; close: () => void }> => {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
};

/** Milliseconds for one request, its body read; a failed answer fails the benchmark. */
export const timed = async (request: () => Promise<Response>): Promise<number> => {
  const start = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`request failed with ${response.status}`);
  return performance.now() - start;
};

export const p95 = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A fresh account registered through the product's API: its session cookie header and its user. */
export const registerThroughApi = async (url: string, prefix = 'perf') => {
  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${prefix}-${randomUUID()}@example.com`,
      password: 'river-stone-perf-42',
      name: 'P',
    }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}`);
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await register.json()) as { user: { id: string; createdAt: string } };
  return { cookie, user };
};

/** The session id a session cookie carries (what the floor reads the session item by). */
export const sessionIdOf = (cookie: string): string => {
  const token = cookie.split('=')[1] ?? '';
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;
};

/** DynamoDB-Toolbox params as the plain document client takes them: without the item Toolbox validated. */
export const dynamoInput = (params: unknown) => {
  const { ToolboxItem: _validated, ...rest } = params as { ToolboxItem?: unknown };
  return rest as never;
};

/** The floor's first reads, as the wrapper makes them for every signed-in request: the session, then its user. */
const floorSessionReads = async (doc: DynamoDBDocumentClient, sessionId: string, userId: string) => {
  await doc.send(
    new GetCommand(
      dynamoInput(
        SessionEntity.build(GetItemCommand).key({ sessionId }).options({ consistent: true }).params(),
      ),
    ),
  );
  await doc.send(
    new GetCommand(
      dynamoInput(UserEntity.build(GetItemCommand).key({ userId }).options({ consistent: true }).params()),
    ),
  );
};

/**
 * An API benchmark's setup: the runtime, a raw document client on its database for the floor, `signUp`,
 * which registers a caller through the API and answers its cookie header, its user and its session id,
 * `apiAs`, the API as a cookie's holder calls it, and `floorSessionReads`, the floor's session and user reads.
 */
export const startApiBenchmark = async (name: string, options: { removeUndefinedValues?: boolean } = {}) => {
  const { runtime, dataDir } = await startBenchmarkRuntime(name);
  const doc = rawDocumentClient(options);
  const signUp = async (prefix?: string) => {
    const { cookie, user } = await registerThroughApi(runtime.url, prefix);
    return { cookie, user, sessionId: sessionIdOf(cookie) };
  };
  return {
    runtime,
    dataDir,
    doc,
    signUp,
    apiAs: (cookie: string) => apiCaller(runtime.url, cookie),
    floorSessionReads: (sessionId: string, userId: string) => floorSessionReads(doc, sessionId, userId),
  };
};

/** The product's API as the web client calls it with this cookie: JSON in and out; an error answer throws. */
export const apiCaller =
  (url: string, cookie: string) =>
  async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? {} : await response.json()) as T;
  };

/**
 * The product against its floor: rounds of alternating requests (after five warm-up pairs), the median of the
 * rounds' p95s on each side; a ratio over `budget` is measured once more before it counts (`again` says so).
 */
export const measureAgainstFloor = async (
  product: () => Promise<Response>,
  floor: () => Promise<Response>,
  { runs, rounds, budget }: { runs: number; rounds: number; budget: number },
) => {
  const measure = async () => {
    const ours: number[] = [];
    const floors: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const a: number[] = [];
      const b: number[] = [];
      for (let run = -5; run < runs; run += 1) {
        const productMs = await timed(product);
        const floorMs = await timed(floor);
        if (run < 0) continue;
        a.push(productMs);
        b.push(floorMs);
      }
      ours.push(p95(a));
      floors.push(p95(b));
    }
    return { ours: median(ours), floor: median(floors) };
  };
  let result = await measure();
  let again = '';
  if (result.ours / result.floor > budget) {
    const before = result.ours / result.floor;
    result = await measure();
    again = ` (re-measured from ${before.toFixed(2)}×)`;
  }
  const ratio = result.ours / result.floor;
  return { ...result, ratio, over: ratio > budget, again };
};
