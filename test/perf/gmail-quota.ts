/**
 * Gmail processing rate (ARCHITECTURE §6, issue 13: "Gmail processing sustains ≥ 0.9× the per-user Gmail
 * quota against a quota-enforcing fake"). The product as `npm start` runs it (DynamoDB Local in memory, the
 * queue emulator, the gmail worker, the offline summariser the runtime installs), with Google replaced by
 * the fake Google server in this process, at the same quota: it meters every Gmail call with Google's units
 * in a per-user token bucket (one second's worth, refilled continuously) and answers 429 above it. A
 * narrator registers, links Gmail through the consent page (auth-url → approve → callback) and has EMAILS
 * messages with a contact; POST /api/gmail/process-with-contact lists them (5 units), the workers fetch each
 * one (5 units) and store its insight, and the NDJSON stream is read to its complete event.
 *
 * Sustained rate = the units the fake admitted for the run's Gmail calls (list + get, from its request log)
 * over the wall time from the run's first Gmail call to its last, as a ratio of the quota. Google's real
 * default of 250 units/s: 2,505 units, ideally 10 s (the bucket starts full, so a client could reach ≈ 1.1×).
 * Gates: ratio ≥ 0.9, and exactly EMAILS insights — none lost, none duplicated: the complete event's count,
 * its distinct ids and GET /api/gmail/insights all say EMAILS. Printed, not gated: the 429s, emails fetched
 * more than once, and the end-to-end time (POST to complete) against the ideal units / quota.
 *
 * A smaller run first warms the process (the worker's code compiled by tsx, DynamoDB Local's JVM): a cold
 * start of the local runtime is not the rate the product sustains. A rate under the gate is measured once
 * more with a fresh narrator before it fails (a noisy 2-core CI machine); both are printed, with the Gmail
 * calls per second of the low one. GMAIL_PERF_PROFILE=1 also prints the product's DynamoDB requests per run.
 *
 * Measured on 2 busy cores (load 5–10 from other jobs): 1.00× (2,505 units in 10.0 s, 0 × 429), end to end
 * 1.01–1.04× the ideal. Before the fixes in core/gmail it was 0.5–0.8×: the quota schedule's condition
 * (cursor ≥ now) failed whenever a DynamoDB round trip outlasted a 20 ms slot, so every caller retried both
 * writes (7,400–10,000 writes to the schedule for 501 calls), on top of three reads per email.
 * Run: `npx tsx test/perf/gmail-quota.ts` (≈ 20 s; ≈ 35 s with the re-measure).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { GMAIL_UNITS } from '#functions/core/gmail/constants.ts';
import { productEnvFor, sampleMailbox, startGoogleFake } from '#test/fakes/google-server.ts';
import { registerThroughApi, startBenchmarkRuntime } from './support/api-floor.ts';

const QUOTA = 250;
const EMAILS = 500;
const WARM_UP_EMAILS = 50;
const GATE = 0.9;
const CONTACT = 'aunt.may@example.org';

// Before the runtime starts (its workers' logger takes its level once): the run's INFO lines are noise here.
process.env.LOG_LEVEL = 'ERROR';
const google = await startGoogleFake({ quotaUnitsPerSecond: QUOTA });
const { runtime, dataDir } = await startBenchmarkRuntime('gmail', {
  ...productEnvFor(google),
  GMAIL_QUOTA_UNITS_PER_SECOND: String(QUOTA),
});
const profile = process.env.GMAIL_PERF_PROFILE
  ? (await import('./support/dynamo-requests.ts')).countDynamoRequests()
  : undefined;

/** A fresh narrator, signed in (its cookie header), with Gmail linked and `emails` messages with CONTACT. */
const linkedNarrator = async (emails: number) => {
  const { cookie } = await registerThroughApi(runtime.url);
  const account = `perf-${randomUUID().slice(0, 8)}@gmail.test`;
  google.addMessages(account, sampleMailbox(account, CONTACT, emails));
  const consent = await fetch(`${runtime.url}/api/gmail/auth-url`, { headers: { cookie } });
  const { authUrl } = (await consent.json()) as { authUrl: string };
  const linked = await fetch(google.approve(authUrl, account), { redirect: 'manual', headers: { cookie } });
  if (!linked.headers.get('location')?.includes('gmail_connected=true'))
    throw new Error(`linking Gmail failed: ${linked.status} ${linked.headers.get('location')}`);
  return { cookie, account };
};

interface RunEvent {
  type: string;
  count?: number;
  emails?: { id: string }[];
  error?: string;
}

/** POSTs the run and reads its NDJSON stream to the end: its last event and the milliseconds it took. */
const processRun = async (cookie: string) => {
  const start = performance.now();
  const response = await fetch(`${runtime.url}/api/gmail/process-with-contact`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ contactEmail: CONTACT }),
  });
  if (response.status !== 200) throw new Error(`process-with-contact answered ${response.status}`);
  const lines = (await response.text()).split('\n').filter(Boolean);
  return { last: JSON.parse(lines.at(-1) ?? '{}') as RunEvent, ms: performance.now() - start };
};

interface Measurement {
  ratio: number;
  intact: boolean;
  line: string;
  /** The run's Gmail calls per second, to see where a low rate lost its time. */
  perSecond: string;
}

const measure = async (): Promise<Measurement> => {
  const { cookie, account } = await linkedNarrator(EMAILS);
  const since = Date.now();
  const { last, ms } = await processRun(cookie);
  // The run's list and get calls as the fake logged them (the link's getProfile came before).
  const calls = google.requests.filter(
    (request) => request.account === account && request.at >= since && request.path.includes('/messages'),
  );
  const admitted = calls.filter((call) => call.status === 200);
  const gets = admitted.filter((call) => /\/messages\/[^/]+$/.test(call.path));
  const units =
    gets.length * GMAIL_UNITS.messagesGet + (admitted.length - gets.length) * GMAIL_UNITS.messagesList;
  const rateLimited = calls.filter((call) => call.status === 429).length;
  const first = calls[0]?.at ?? since;
  const seconds = ((calls.at(-1)?.at ?? since) - first) / 1000;
  const ratio = seconds > 0 ? units / seconds / QUOTA : 0;
  const ideal = units / QUOTA;
  const refetched = gets.length - new Set(gets.map((call) => call.path)).size;

  const distinct = new Set(last.emails?.map((email) => email.id)).size;
  const listed = await fetch(`${runtime.url}/api/gmail/insights`, { headers: { cookie } });
  const stored = ((await listed.json()) as { total: number }).total;
  const intact =
    last.type === 'complete' && last.count === EMAILS && distinct === EMAILS && stored === EMAILS;

  const perSecond: number[] = [];
  for (const call of calls) {
    const second = Math.floor((call.at - first) / 1000);
    perSecond[second] = (perSecond[second] ?? 0) + 1;
  }
  return {
    ratio,
    intact,
    line:
      `sustained ${ratio.toFixed(2)}× of ${QUOTA} units/s (${units.toLocaleString('en')} units in ` +
      `${seconds.toFixed(1)} s, ${rateLimited} × 429); end to end ${(ms / 1000).toFixed(1)} s = ` +
      `${(ms / 1000 / ideal).toFixed(2)}× the ideal ${ideal.toFixed(1)} s; insights ` +
      `${last.type === 'complete' ? last.count : `none (${last.type}: ${last.error ?? ''})`} in the stream ` +
      `(${distinct} distinct), ${stored} stored; ${gets.length} emails fetched, ${refetched} more than once`,
    perSecond: Array.from(perSecond, (count) => count ?? 0).join(' '),
  };
};

const report = (label: string, measurement: Measurement) => {
  console.log(`${label}${measurement.line}`);
  if (measurement.ratio < GATE) console.log(`    Gmail calls per second: ${measurement.perSecond}`);
  for (const line of profile?.report() ?? []) console.log(`    ${line}`);
};

let failed = false;
try {
  const warm = await linkedNarrator(WARM_UP_EMAILS);
  await processRun(warm.cookie);
  profile?.report();

  const first = await measure();
  report('gmail quota: ', first);
  let second: Measurement | undefined;
  if (first.intact && first.ratio < GATE) {
    second = await measure();
    report('  re-measured (fresh narrator): ', second);
  }
  const final = second ?? first;
  if (!first.intact || !final.intact) {
    console.error(`FAIL: insights lost or duplicated (expected exactly ${EMAILS})`);
    failed = true;
  } else if (final.ratio < GATE) {
    console.error(`FAIL: Gmail processing sustained under ${GATE}× the per-user quota`);
    failed = true;
  } else console.log(`PASS: Gmail processing sustains ≥ ${GATE}× the per-user quota (${QUOTA} units/s)`);
} finally {
  await runtime.stop();
  await google.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
