import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Renamed: not a React hook (biome's hook rule goes by the use- prefix).
import { useAiProvider as installAiProvider } from '#functions/ai/index.ts';
import { OfflineProvider } from '#functions/ai/offline.ts';
import { OpenAiProvider } from '#functions/ai/openai.ts';
import { setAdmin } from '#functions/core/admin/set-admin.ts';
import { findUserByEmail } from '#functions/core/auth/users.ts';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import { startRuntime } from '#infra/local/runtime.ts';
import { productEnvFor, sampleMailbox, startGoogleFake } from '#test/fakes/google-server.ts';
import { readBody } from '#test/fakes/http.ts';
import { FakeOpenAi } from '#test/fakes/openai-server.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { TEST_RUNTIME_ENV } from '#test/helpers/runtime-env.ts';
import { seedNotes } from '#test/helpers/seed-notes.ts';

/**
 * The product for the browser tests: the local runtime on a free port with an in-memory database, Gmail
 * wired to the fake Google server (test/fakes/google-server.ts), plus a small control server on 127.0.0.1
 * for what only a test may do (make an admin, read the outbox, seed a story's notes, seed a Gmail mailbox, slow Gmail down, swap
 * the offline AI provider for the real OpenAI adapter talking to the fake OpenAI server, and back).
 * Prints one JSON line `{"url","controlUrl"}` when ready; stops on SIGTERM/SIGINT.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'walt-e2e-'));
const google = await startGoogleFake();
const runtime = await startRuntime({
  port: Number(process.env.PORT ?? 0),
  inMemory: true,
  dataDir,
  secureCookies: false,
  quiet: true,
  extraEnv: {
    ...TEST_RUNTIME_ENV,
    LOG_LEVEL: 'ERROR',
    ...productEnvFor(google),
  },
});

/** The fake OpenAI server (test/fakes/openai-server.ts), started the first time a test asks for it. */
let openAi: Promise<FakeOpenAi> | undefined;
const fakeOpenAi = () => {
  openAi ??= new FakeOpenAi().start();
  return openAi;
};

const control = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const email = url.searchParams.get('email') ?? '';
  try {
    if (req.method === 'POST' && url.pathname === '/admin') {
      // With two-factor sign-in on (TEST_TOTP_SECRET): no admin route answers an administrator without it.
      // `twoFactor=off` makes one as `npm run admin -- grant` does, before they have turned it on.
      if (url.searchParams.get('twoFactor') === 'off') await setAdmin(email, true);
      else await makeAdministrator(email);
      res.writeHead(204).end();
    } else if (req.method === 'POST' && url.pathname === '/notes') {
      // `count` notes of Walt's on the story `storyId` of the account `email` (a story of very many notes).
      const storyId = url.searchParams.get('storyId') ?? '';
      const count = Number(url.searchParams.get('count') ?? '0');
      const user = await findUserByEmail(email);
      if (!user || !storyId || !Number.isInteger(count) || count < 1)
        return void res.writeHead(400).end('email, storyId and count are needed');
      await seedNotes(user.userId, storyId, count);
      res.writeHead(204).end();
    } else if (req.method === 'GET' && url.pathname === '/mail') {
      const mails = (await readOutbox(runtime.outboxDir)).filter((mail) => mail.to === email);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
    } else if (req.method === 'POST' && url.pathname === '/gmail/mailbox') {
      // `count` sample emails exchanged between the Gmail account `email` and `contact`.
      const contact = url.searchParams.get('contact') ?? '';
      const count = Number(url.searchParams.get('count') ?? '0');
      if (!email || !contact || !Number.isInteger(count) || count < 0)
        return void res.writeHead(400).end('email, contact and count are needed');
      const ids = google.addMessages(email, sampleMailbox(email, contact, count));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ids }));
    } else if (req.method === 'POST' && url.pathname === '/gmail/latency') {
      // Every Gmail API call waits this long, so a run lasts long enough to cancel it half-way.
      const ms = Number(url.searchParams.get('ms') ?? '0');
      if (!Number.isInteger(ms) || ms < 0) return void res.writeHead(400).end('ms must be a whole number');
      google.latencyMs = ms;
      res.writeHead(204).end();
    } else if (req.method === 'GET' && url.pathname === '/gmail/stats') {
      const stats = { ...google.stats(email), grants: google.grantsFor(email) };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
    } else if (req.method === 'POST' && url.pathname === '/ai/openai-artefact') {
      // From now on the product writes with the real OpenAI adapter, and every artefact the "model" writes
      // is this one (so a test can make it say what the narrator never did).
      const { name, content } = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
        name?: unknown;
        content?: unknown;
      };
      if (typeof name !== 'string' || !name || typeof content !== 'string' || !content)
        return void res.writeHead(400).end('name and content are needed');
      const fake = await fakeOpenAi();
      fake.reset();
      fake.answer('artefact', () => ({
        name,
        content,
        metadata: { theme: 'memory', tone: 'warm', length: 'short' },
      }));
      installAiProvider(new OpenAiProvider({ apiKey: fake.apiKey, baseURL: fake.baseURL, maxRetries: 0 }));
      res.writeHead(204).end();
    } else if (req.method === 'POST' && url.pathname === '/ai/offline') {
      installAiProvider(new OfflineProvider());
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});
await new Promise<void>((ready) => control.listen(0, '127.0.0.1', ready));
const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
process.stdout.write(`${JSON.stringify({ url: runtime.url, controlUrl })}\n`);

const stop = async () => {
  control.close();
  await runtime.stop();
  await google.stop();
  if (openAi) await (await openAi).stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
