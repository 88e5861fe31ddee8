import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readPdf } from '../helpers/pdf-text.ts';
import { baseUrl } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInNarrator } from './support/narrator.ts';
import { typeAStory } from './support/stories.ts';
import { expect, test } from './support/test.ts';

const MEMORY =
  'We lived above the bakery on Cardigan Road in Leeds.\n\nEvery morning the smell of bread came up through the floorboards, and my father started work at four.';
const today = () => new Date().toISOString().slice(0, 10);

/** Holds the first answer of the job poll for a moment, so the progress card can be seen. */
const slowFirstJobPoll = async (page: Page) => {
  let held = false;
  await page.route('**/api/artefacts/job/*', async (route) => {
    if (!held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    await route.continue();
  });
};

/** The four dashboard conversations, each with a few words of the narrator's, completed through the API. */
const completeFourSections = async (page: Page) => {
  const answers = {
    gettingToKnowYou: 'I was born in 1941 in a terraced house on Beeston Hill, the youngest of five.',
    discoveringShape: 'My life had three parts: Leeds, the years at sea, and the allotment in retirement.',
    exploringCore: 'I married Harold at St Mary’s in 1962 and we honeymooned in Scarborough in the rain.',
    contextAndDetails: 'The war was over by the time I remember anything; rationing went on until 1954.',
  };
  for (const [sessionType, answer] of Object.entries(answers)) {
    const started = await page.request.post(`${baseUrl()}/api/conversations/start`, {
      data: { sessionType },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const { conversation } = (await started.json()) as { conversation: { id: string } };
    const saved = await page.request.post(`${baseUrl()}/api/conversations/${conversation.id}/save`, {
      data: {
        messages: [
          { id: `${sessionType}-1`, role: 'assistant', content: 'Tell me about that.' },
          { id: `${sessionType}-2`, role: 'user', content: answer },
        ],
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const completed = await page.request.post(`${baseUrl()}/api/conversations/${conversation.id}/complete`);
    expect(completed.ok(), await completed.text()).toBe(true);
  }
};

test.describe('formats and artefacts', () => {
  test('new narrator: type a story, generate a Short Story, copy and download it, generate again, see two versions', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInNarrator(page);

    // Some material: a typed story.
    const storyId = await typeAStory(page, MEMORY);

    // The story page's format section is unlocked and lists the formats.
    await page.goto(`/story/${storyId}`);
    const formats = page.getByTestId('formats');
    await expect(formats.getByText('Nothing generated yet. Choose a format above to begin.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await formats.getByRole('link', { name: /Short Story/ }).click();

    // The format page: ready, then progress, then the result.
    await expect(page).toHaveURL(`/story/${storyId}/format/format-short-story`);
    await expect(page.getByRole('heading', { level: 1, name: 'Short Story' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to Generate' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await slowFirstJobPoll(page);
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('generation-progress')).toBeVisible();
    await expect(page.getByTestId('generation-status')).toHaveText(/Waiting for processor|Generating/);
    await expectNoSeriousViolations(page);
    const result = page.getByTestId('generation-result');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result.getByText('Complete')).toBeVisible();
    await expect(result).toContainText('We lived above the bakery on Cardigan Road in Leeds.');
    await expectNoSeriousViolations(page);

    // Copy: 'Copied' for 2 seconds, and the clipboard holds the piece.
    await result.getByRole('button', { name: 'Copy' }).click();
    await expect(result.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('We lived above the bakery on Cardigan Road in Leeds.');
    await expect(result.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4_000 });

    // Download: a plain text file named from the format and today's date.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Short Story-${today()}.txt`);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text).toBe(copied);

    // Generate Again adds a second version to the same artefact.
    await result.getByRole('button', { name: 'Generate Again' }).click();
    await expect(page.getByTestId('generation-result')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Open the saved copy' }).click();

    // The artefact page: two versions in the history, the details, and where each paragraph came from.
    await expect(page).toHaveURL(/\/artefacts\/[^/]+$/);
    await expect(page.getByTestId('artefact-status')).toHaveText('Completed');
    const history = page.getByTestId('version-history');
    await expect(history.getByRole('button')).toHaveCount(2);
    await expect(history.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await history.getByRole('button', { name: /^Version 1,/ }).click();
    await expect(history.getByRole('button', { name: /^Version 1,/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('artefact-details')).toContainText('Short Story');
    const disclosure = page.getByText('Where this came from').first();
    await disclosure.click();
    await expect(page.locator('details[open]').first()).toContainText('From a written note');
    await expectNoSeriousViolations(page);

    // Back on the story page, the artefact is listed.
    await page.goto(`/story/${storyId}`);
    await expect(page.getByTestId('artefacts').getByRole('link')).toHaveCount(1);
    await expect(page.getByTestId('artefacts')).toContainText('2 versions');
  });

  test('the four sections complete: Write My Bio writes the biography from everything the narrator said', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const narrator = await signedInNarrator(page);
    await completeFourSections(page);

    await page.goto('/app');
    await page.getByRole('button', { name: 'Write My Bio' }).click();

    await expect(page).toHaveURL(/\/story\/[^/]+\/format\/format-biography$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Biography' })).toBeVisible();
    const result = page.getByTestId('generation-result');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result).toContainText('Beeston Hill');
    await expect(result).toContainText('Scarborough');
    await page.getByRole('link', { name: 'Open the saved copy' }).click();
    await expect(page).toHaveURL(/\/artefacts\/[^/]+$/);
    await expect(page.getByTestId('artefact-details')).toContainText('My Biography');
    await expectNoSeriousViolations(page);

    // The print-ready PDF: a title page with the biography's name, the narrator and the date, then the text.
    const name = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}-${today()}.pdf`);
    const { doc, pages } = await readPdf(await readFile((await download.path()) ?? ''));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getAuthor()).toBe(narrator.name);
    expect(pages[0]).toContain(narrator.name);
    expect(pages[0]).toMatch(/\d{1,2} \w+ \d{4}/);
    const body = pages.slice(1).join(' ');
    expect(body).toContain('Beeston Hill');
    expect(body).toContain('Scarborough');
  });
});
