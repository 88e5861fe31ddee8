import { randomUUID } from 'node:crypto';
import { baseUrl } from './support/accounts.ts';
import { waitForCaption, waitUntilListening } from './support/call.ts';
import { FAKE_MICROPHONE } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

test.use(FAKE_MICROPHONE);

/** The local app at 127.0.0.1 instead of localhost (what `npm start` prints is only one way in). */
const loopbackUrl = (): string => {
  const url = new URL(baseUrl());
  url.hostname = '127.0.0.1';
  return url.origin;
};

test('the call connects when the app is opened at 127.0.0.1', async ({ page }) => {
  test.setTimeout(90_000);
  const origin = loopbackUrl();
  const id = randomUUID().slice(0, 8);
  const narrator = { name: `Ivy ${id}`, email: `ivy-${id}@example.com`, password: `Kettle on ${id}!` };
  // Signed in on 127.0.0.1 itself: cookies are kept per host.
  expect((await page.request.post(`${origin}/api/auth/register`, { data: narrator })).ok()).toBe(true);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });

  await page.goto(`${origin}/audio-chat/gettingToKnowYou`);
  const offer = page.waitForRequest(
    (request) => request.method() === 'POST' && request.headers()['content-type'] === 'application/sdp',
  );
  await page.getByRole('button', { name: 'Call Walt' }).click();

  // The offer goes to the page's own origin, which the CSP allows (connect-src 'self').
  expect(new URL((await offer).url()).origin).toBe(origin);
  await expect(page.getByRole('button', { name: 'End call' })).toBeVisible({ timeout: 20_000 });
  await waitForCaption(page, "Hello, I'm Walt.");
  await waitUntilListening(page);
  expect(blocked).toEqual([]);
});
