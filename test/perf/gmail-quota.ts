/**
 * Gmail processing rate (ARCHITECTURE §6, issue 13: "Gmail processing sustains ≥ 0.9× the per-user Gmail
 * quota against a quota-enforcing fake"). The product as `npm start` runs it (DynamoDB Local in memory, the
 * queue emulator, the gmail worker, the offline summariser) with Google replaced by the fake Google server in
 * this process, which meters every Gmail call with Google's units in a per-user token bucket and answers 429
 * above the quota. A narrator registers, links Gmail through the consent page (auth-url → approve → callback)
 * and has EMAILS messages with a contact; POST /api/gmail/process-with-contact then lists them (5 units) and
 * the workers fetch each one (5 units) and store its insight.
 *
 * Sustained rate = the units the fake admitted (list + get) over the wall time from the first Gmail call to
 * the last, printed as a ratio of the quota; gate ≥ 0.9×, and the run must end with exactly EMAILS insights
 * (none lost, none duplicated: the complete event, its distinct ids and GET /api/gmail/insights all say
 * EMAILS). Also printed, not gated: end-to-end time (POST to the complete event) against the ideal
 * units / quota. Google's real default of 250 units/s makes the ideal ≈ 10 s. A rate under the gate is
 * measured once more with a fresh narrator before it fails (noisy 2-core CI machines); both are printed.
 * Run: `npx tsx test/perf/gmail-quota.ts` (≈ 30 s).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GMAIL_UNITS } from '#functions/core/gmail/constants.ts';
import { FAKE_GOOGLE_CLIENT, sampleMailbox, startGoogleFake } from '#test/fakes/google-server.ts';

const QUOTA = 250;
const EMAILS = 500;
const WARM_UP = 50;
const GATE = 0.9;
const CONTACT = 'aunt.may@example.org';

// Set before the product's modules load (the logger takes its level once): the run's INFO lines are noise here.
process.env.LOG_LEVEL = 'ERROR';
const { startRuntime } = await import('#infra/local/runtime.ts');
const google = await startGoogleFake({ quotaUnitsPerSecond: QUOTA });
const dataDir = mkdtempSync(join(tmpdir(), 'walt-perf-gmail-'));
const runtime = await startRuntime({
  port: 0,
  inMemory: true,
  dataDir,
  quiet: true,
  extraEnv: {
    SCRYPT_LOG_N: '15',
    LOG_LEVEL: 'ERROR',
    GOOGLE_BASE_URL: google.url,
    GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.clientSecret,
    GMAIL_QUOTA_UNITS_PER_SECOND: String(QUOTA),
  },
});

const ops = new Map<string, { n: number; ms: number }>();
if (process.env.GMAIL_PERF_TIMELINE) {
  const { dynamo } = await import('#functions/db/client.ts');
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const start = performance.now();
      try {
        return await next(args);
      } finally {
        const input = args.input as {
          Key?: Record<string, unknown>;
          Item?: Record<string, unknown>;
          TransactItems?: unknown[];
        };
        const name = `${context.commandName} ${JSON.stringify(input.Key ?? input.Item ?? {}).slice(8, 30)}`;
        const op = ops.get(name) ?? { n: 0, ms: 0 };
        op.n += 1;
        op.ms += performance.now() - start;
        ops.set(name, op);
      }
    },
    { step: 'initialize' },
  );
}

/** A fresh narrator, signed in (cookie header), with Gmail linked and EMAILS messages with the contact. */
const linkedNarrator = async (emails = EMAILS) => {
  const register = await fetch(`${runtime.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `perf-${randomUUID()}@example.com`,
      password: 'river-stone-perf-42',
      name: 'P',
    }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}`);
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const account = `perf-${randomUUID().slice(0, 8)}@gmail.test`;
  google.addMessages(account, sampleMailbox(account, CONTACT, emails));
  const started = await fetch(`${runtime.url}/api/gmail/auth-url`, { headers: { cookie } });
  const { authUrl } = (await started.json()) as { authUrl: string };
  const linked = await fetch(google.approve(authUrl, account), { redirect: 'manual', headers: { cookie } });
  if (!linked.headers.get('location')?.includes('gmail_connected=true'))
    throw new Error(`linking Gmail failed: ${linked.status} ${linked.headers.get('location')}`);
  return { cookie, account };
};

interface Event {
  type: string;
  count?: number;
  emails?: { id: string }[];
  error?: string;
}

/** POSTs the run and reads its NDJSON stream to the end; answers the events and the milliseconds taken. */
const processRun = async (cookie: string) => {
  const start = performance.now();
  const response = await fetch(`${runtime.url}/api/gmail/process-with-contact`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ contactEmail: CONTACT }),
  });
  if (response.status !== 200) throw new Error(`process-with-contact answered ${response.status}`);
  const events = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Event);
  return { events, ms: performance.now() - start };
};

interface Measurement {
  ratio: number;
  line: string;
  intact: boolean;
}

const measure = async (): Promise<Measurement> => {
  const { cookie, account } = await linkedNarrator();
  const { events, ms } = await processRun(cookie);
  const stats = google.stats(account);
  const complete = events.at(-1);
  const distinct = new Set(complete?.emails?.map((email) => email.id)).size;
  const listed = await fetch(`${runtime.url}/api/gmail/insights`, { headers: { cookie } });
  const stored = ((await listed.json()) as { total: number }).total;
  const seconds = ((stats.lastAt ?? 0) - (stats.firstAt ?? 0)) / 1000;
  const ratio = stats.unitsPerSecond / QUOTA;
  const ideal = stats.units / QUOTA;
  const intact = complete?.type === 'complete' && complete.count === EMAILS && distinct === EMAILS;
  const fetched = (stats.units - GMAIL_UNITS.messagesList) / GMAIL_UNITS.messagesGet;
  const line =
    `sustained ${ratio.toFixed(2)}× of ${QUOTA} units/s (${stats.units.toLocaleString('en')} units in ` +
    `${seconds.toFixed(1)} s, ${stats.rateLimited} × 429); end to end ${(ms / 1000).toFixed(1)} s = ` +
    `${(ms / 1000 / ideal).toFixed(2)}× the ideal ${ideal.toFixed(1)} s; insights: ${complete?.count ?? complete?.error} ` +
    `in the stream (${distinct} distinct), ${stored} stored, ${fetched} of ${EMAILS} emails fetched once`;
  if (process.env.GMAIL_PERF_TIMELINE) {
    const calls = google.requests.filter((r) => r.account === account && r.path.includes('/messages'));
    const t0 = calls[0]!.at;
    const buckets: number[] = [];
    for (const call of calls) {
      const index = Math.floor((call.at - t0) / 500);
      buckets[index] = (buckets[index] ?? 0) + 1;
    }
    for (const [name, op] of [...ops].sort((a, b) => b[1].n - a[1].n).slice(0, 25))
      console.log(`  ${op.n}\t${(op.ms / op.n).toFixed(1)} ms\t${name}`);
    ops.clear();
    console.log('calls per 500 ms:', Array.from(buckets, (b) => b ?? 0).join(' '));
  }
  return { ratio, line, intact: intact && stored === EMAILS };
};

let failed = false;
try {
  // A first, smaller run loads and compiles the worker's code (and warms DynamoDB Local's JVM): a cold start
  // of the local runtime, not the rate the product sustains.
  const warm = await linkedNarrator(WARM_UP);
  await processRun(warm.cookie);
  const first = await measure();
  console.log(`gmail quota: ${first.line}`);
  let best = first;
  if (first.intact && first.ratio < GATE) {
    best = await measure();
    console.log(`  re-measured (fresh narrator): ${best.line}`);
  }
  if (!first.intact || !best.intact) {
    console.error(`FAIL: insights lost or duplicated (expected exactly ${EMAILS})`);
    failed = true;
  } else if (best.ratio < GATE) {
    console.error(`FAIL: Gmail processing sustained under ${GATE}× the per-user quota`);
    failed = true;
  } else console.log(`PASS: Gmail processing sustains ≥ ${GATE}× the per-user quota`);
} finally {
  await runtime.stop();
  await google.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
