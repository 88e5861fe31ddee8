import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readPdfQrCodes } from '../helpers/pdf-qr.ts';
import { readPdf } from '../helpers/pdf-text.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { FAKE_MICROPHONE, signedInNarrator } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

test.use(FAKE_MICROPHONE);

const STORY_PAGE = /\/story\/([^/?]+)$/;
const MEMORY =
  'We lived above the bakery on Cardigan Road in Leeds, and every morning the smell of bread came up through the floorboards.';
const STOPPED = 'Voice links stopped. Anyone opening them now sees that the recording is no longer shared.';
const NO_LONGER_SHARED = 'This recording is no longer shared.';
/** HTMLMediaElement.HAVE_METADATA: the browser has read the recording's start (its duration and tracks). */
const HAVE_METADATA = 1;

interface ListenLinks {
  links: { paragraph: number; token: string; url: string; version: number }[];
}

/** Records a memo with the fake microphone, puts the narrator's words in it and saves it: its story's id. */
const recordMemo = async (page: Page): Promise<string> => {
  await page.goto('/tell-story');
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toHaveAttribute('aria-pressed', 'true');
  // Long enough for the fake microphone to fill a few chunks of webm.
  await page.waitForTimeout(1500);
  const upload = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/stories/transcribe') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Stop recording' }).click();
  expect((await upload).status()).toBe(200);
  await page.getByRole('button', { name: 'Edit text' }).click();
  await page.getByRole('textbox', { name: 'Your story' }).fill(MEMORY);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(STORY_PAGE);
  return STORY_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? '';
};

/** Generates a Short Story of the story and opens its artefact page: the artefact's name. */
const generateKeepsake = async (page: Page, storyId: string): Promise<string> => {
  await page.goto(`/story/${storyId}/format/format-short-story`);
  await page.getByRole('button', { name: 'Generate' }).click();
  const result = page.getByTestId('generation-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Open the saved copy' }).click();
  await expect(page).toHaveURL(/\/artefacts\/[^/]+$/);
  return (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
};

test.describe('voice links of a keepsake (issue 26)', () => {
  test('a memo-voiced keepsake gets listen links: Listen, the public page plays, the PDF holds the QR, Stop ends them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const narrator = await signedInNarrator(page);
    const storyId = await recordMemo(page);
    const title = await generateKeepsake(page, storyId);
    const artefactId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    const link = await test.step('Make voice links puts Listen beside the voiced paragraph', async () => {
      await page.getByRole('button', { name: 'Make voice links' }).click();
      const listen = page
        .getByRole('link', { name: /^Listen to paragraph \d+ in the narrator's voice$/ })
        .first();
      await expect(listen).toBeVisible();
      await expect(listen).toHaveText('Listen');
      await expect(page.getByRole('button', { name: 'Stop voice links' })).toBeVisible();
      await expectNoSeriousViolations(page);
      const answer = await page.request.get(`/api/artefacts/${artefactId}/listen-links`);
      expect(answer.ok()).toBe(true);
      const { links } = (await answer.json()) as ListenLinks;
      expect(links.length).toBeGreaterThan(0);
      const [first] = links;
      await expect(listen).toHaveAttribute('href', new URL(first!.url).pathname);
      return first!;
    });

    await test.step('the PDF prints a QR code that reads as the listen link, with the link beneath', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      const bytes = await readFile((await download.path()) ?? '');
      expect((await readPdfQrCodes(bytes)).flat()).toContain(link.url);
      const { pages } = await readPdf(bytes);
      expect(pages.join(' ')).toContain(link.url);
      expect(pages.join(' ')).toContain('Scan to listen');
    });

    // A listener with no account: a browser of their own, signed out.
    const listener = await browser.newContext();
    const listenPage = await listener.newPage();
    await test.step('/listen/{token} shows the words and plays the recording, signed out', async () => {
      await listenPage.goto(new URL(link.url).pathname);
      await expect(
        listenPage.getByRole('heading', { level: 1, name: `${narrator.name}, in their own words` }),
      ).toBeVisible();
      await expect(listenPage.getByText(`From “${title}”`)).toBeVisible();
      await expect(listenPage.locator('blockquote')).toHaveText(MEMORY);
      await expect(listenPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const audio = listenPage.getByLabel(`The recording of ${narrator.name} saying these words`);
      const src = (await audio.getAttribute('src')) ?? '';
      const recording = await listenPage.request.get(new URL(src, listenPage.url()).toString());
      expect(recording.ok()).toBe(true);
      expect(recording.headers()['content-type']).toContain('audio/webm');
      expect((await recording.body()).byteLength).toBeGreaterThan(0);
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(HAVE_METADATA);
      await listenPage.getByRole('button', { name: 'Play' }).click();
      await expect(listenPage.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
        .toBeGreaterThan(0);
      await expectNoSeriousViolations(listenPage);
    });

    await test.step('Stop voice links: the page says the recording is no longer shared', async () => {
      await page.getByRole('button', { name: 'Stop voice links' }).click();
      await expect(page.getByText(STOPPED)).toBeVisible();
      await expect(page.getByRole('link', { name: /^Listen to paragraph/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Make voice links' })).toBeVisible();

      await listenPage.reload();
      await expect(listenPage.getByText(NO_LONGER_SHARED, { exact: true })).toBeVisible();
      await expect(listenPage.locator('audio')).toHaveCount(0);
      await expect(listenPage.locator('blockquote')).toHaveCount(0);
      await expectNoSeriousViolations(listenPage);
    });
    await listener.close();
  });
});
