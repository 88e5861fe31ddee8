/**
 * The smoke test a deployment must pass before the next stage (issue 24): the site answers, the API answers,
 * a fresh account registers, signs out and in again, starts an interview and mints a call session. It talks to
 * the stage as a browser does (same-origin requests with a cookie jar) and leaves one throwaway account behind.
 *
 *   npx tsx infra/smoke.ts https://staging.walt.example
 *
 * Exits 0 when every step passed; otherwise prints the step that failed and exits 1.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export interface SmokeOptions {
  /** The address to register; SES's mailbox simulator by default, so no real mailbox receives the link. */
  email?: string;
  /** Headers every request carries (a test's viewer address). */
  headers?: Record<string, string>;
  /** Check that `/` serves the web app (the local API-only runtime has none). */
  checkWebApp?: boolean;
  log?: (line: string) => void;
}

export interface SmokeStep {
  step: string;
  ok: boolean;
  detail: string;
}

export const smokeTest = async (baseUrl: string, options: SmokeOptions = {}): Promise<SmokeStep[]> => {
  const { log = () => {}, checkWebApp = true } = options;
  const origin = new URL(baseUrl).origin;
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, origin), {
      method,
      redirect: 'manual',
      headers: {
        ...options.headers,
        origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (/max-age=0/i.test(cookie) || at === pair.length - 1) cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // Not JSON: the web app's HTML, or an edge error page.
    }
    return { status: response.status, text, json };
  };

  const steps: SmokeStep[] = [];
  const check = async (step: string, run: () => Promise<string | undefined>): Promise<boolean> => {
    let problem: string | undefined;
    try {
      problem = await run();
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    steps.push({ step, ok: !problem, detail: problem ?? 'ok' });
    log(`${problem ? 'FAIL' : 'ok  '} ${step}${problem ? `: ${problem}` : ''}`);
    return !problem;
  };
  const expectStatus = (answer: { status: number; text: string }, status: number) =>
    answer.status === status ? undefined : `answered ${answer.status}: ${answer.text.slice(0, 200)}`;

  const email = options.email ?? `success+walt-smoke-${randomUUID().slice(0, 8)}@simulator.amazonses.com`;
  const password = `smoke-${randomUUID()}`;
  let conversationId = '';
  const all = [
    ...(checkWebApp
      ? [
          [
            'the web app is served',
            async () => {
              const page = await call('GET', '/');
              return (
                expectStatus(page, 200) ?? (/<div id="root"/.test(page.text) ? undefined : 'no app shell')
              );
            },
          ] as const,
        ]
      : []),
    [
      'the API answers (401 while signed out)',
      async () => expectStatus(await call('GET', '/api/auth/status'), 401),
    ],
    [
      'a new account registers',
      async () =>
        expectStatus(await call('POST', '/api/auth/register', { email, password, name: 'Smoke Test' }), 201),
    ],
    ['it signs out', async () => expectStatus(await call('POST', '/api/auth/logout'), 200)],
    [
      'it signs in again',
      async () => expectStatus(await call('POST', '/api/auth/login', { email, password }), 200),
    ],
    [
      'an interview starts',
      async () => {
        const answer = await call('POST', '/api/conversations/start', { sessionType: 'gettingToKnowYou' });
        conversationId = String((answer.json.conversation as { id?: string } | undefined)?.id ?? '');
        return expectStatus(answer, 201) ?? (conversationId ? undefined : 'no conversation id');
      },
    ],
    [
      'a call session is minted',
      async () => {
        const answer = await call('POST', '/api/audio-chat/session', { conversationId });
        return expectStatus(answer, 200) ?? (answer.json.clientSecret ? undefined : 'no client secret');
      },
    ],
  ] as const;
  for (const [step, run] of all) {
    if (!(await check(step, run))) break;
  }
  return steps;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('Usage: npx tsx infra/smoke.ts <base URL of the stage>');
    process.exit(2);
  }
  const steps = await smokeTest(baseUrl, { log: console.log });
  const failed = steps.some((step) => !step.ok) || steps.length === 0;
  console.log(failed ? 'smoke test failed' : `smoke test passed (${steps.length} steps)`);
  process.exit(failed ? 1 : 0);
}
