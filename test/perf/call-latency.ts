/**
 * The call screen's own latency in headless Debian Chromium against the local runtime and its realtime
 * peer (fake microphone): from the click on "Call Walt" to the SDP offer being sent, and from a data
 * channel event (Walt starts speaking) to the status badge saying so. Median of 10 calls each, in ms.
 * Run with `npx tsx test/perf/call-latency.ts`.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startProduct } from '../e2e/support/product.ts';
import { ensureWebBuild } from '../e2e/support/web-build.ts';

const RUNS = 10;

/** In the page: time the click, the SDP offer, and each data-channel event against the DOM update. */
const instrument = () => {
  const marks = window as unknown as { clickAt?: number; offerAt?: number; eventAt?: number; uiAt?: number };
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('button')?.textContent?.includes('Call Walt'))
        marks.clickAt = performance.now();
    },
    true,
  );
  const originalFetch = window.fetch;
  window.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    if (headers.get('Content-Type') === 'application/sdp') marks.offerAt ??= performance.now();
    return originalFetch(input, init);
  };
  const createDataChannel = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = createDataChannel.apply(this, args);
    channel.addEventListener('message', (message) => {
      if (marks.eventAt === undefined && String(message.data).includes('"output_audio_buffer.started"'))
        marks.eventAt = performance.now();
    });
    return channel;
  };
  new MutationObserver(() => {
    if (marks.eventAt === undefined || marks.uiAt !== undefined) return;
    if (document.querySelector('[data-testid="call-status"]')?.textContent === 'Walt is speaking...')
      marks.uiAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

ensureWebBuild();
const product = await startProduct();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
let exitCode = 1;
try {
  const context = await browser.newContext({ baseURL: product.url });
  const page = await context.newPage();
  const email = `latency-${Date.now()}@example.com`;
  const account = { email, password: 'Quiet harbour 42!', name: 'Latency Check' };
  if (!(await page.request.post('/api/auth/register', { data: account })).ok()) throw new Error('register');
  if (!(await page.request.post('/api/auth/login', { data: account })).ok()) throw new Error('login');
  await page.addInitScript(instrument);

  const toOffer: number[] = [];
  const toUi: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('/audio-chat/gettingToKnowYou');
    const call = page.getByRole('button', { name: 'Call Walt' });
    await call.waitFor({ timeout: 30_000 });
    await call.click();
    await page.getByText('Walt is speaking...').waitFor({ timeout: 30_000 });
    const { clickAt, offerAt, eventAt, uiAt } = await page.evaluate(() => {
      const w = window as unknown as Record<string, number>;
      return { clickAt: w.clickAt, offerAt: w.offerAt, eventAt: w.eventAt, uiAt: w.uiAt };
    });
    if ([clickAt, offerAt, eventAt, uiAt].some((value) => value === undefined))
      throw new Error(`Run ${run + 1}: missing marks ${JSON.stringify({ clickAt, offerAt, eventAt, uiAt })}`);
    toOffer.push(offerAt! - clickAt!);
    toUi.push(uiAt! - eventAt!);
    await page.getByRole('button', { name: 'End call' }).click();
    await call.waitFor({ timeout: 30_000 });
  }
  const format = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
  console.log(
    `click "Call Walt" → SDP offer sent: median ${median(toOffer).toFixed(1)} ms (${format(toOffer)})`,
  );
  console.log(
    `data-channel event → status badge updated: median ${median(toUi).toFixed(1)} ms (${format(toUi)})`,
  );
  exitCode = 0;
} catch (error) {
  console.error('FAIL:', error);
} finally {
  await browser.close();
  await product.stop();
}
process.exit(exitCode);
