import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { baseUrl } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInNarrator } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

const STORY_TEXT =
  'I married Tom Hollins in 1961. Tom and I married in 1962. We moved to Filey around 1970. My older brother looked after me.';
const EMPTY =
  "Walt hasn't learned anything yet. Talk to Walt or write a story, and what you share will appear here.";

/** A typed story, sent as the "Type a Story" screen sends it: the story with its first typed entry. */
const typeStory = async (page: Page, content: string): Promise<string> => {
  const created = await page.request.post(`${baseUrl()}/api/stories`, {
    data: { content, textEntry: { id: randomUUID(), content } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: string }).id;
};

/** The page's section titled `name`. */
const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

/** The fact's own item (not the timeline year holding it), found by its label. */
const fact = (within: Locator, label: string): Locator =>
  within
    .getByRole('listitem')
    .filter({ has: within.page().getByText(label, { exact: true }) })
    .last();

test.describe('"Your life so far"', () => {
  test('a new narrator: Walt has learned nothing yet', async ({ page }) => {
    await signedInNarrator(page);
    await page.goto('/app');
    await page.getByRole('link', { name: 'Your life so far' }).click();

    await expect(page).toHaveURL(/\/app\/memory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your life so far' })).toBeVisible();
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(page).toHaveTitle('Your life so far · Walt');
    await expectNoSeriousViolations(page);
  });

  test('a typed story: settle the wedding year, edit the move, forget it after asking, and axe', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedInNarrator(page);
    const storyId = await typeStory(page, STORY_TEXT);

    await page.goto('/app');
    await page.getByRole('link', { name: 'Your life so far' }).click();
    await expect(page).toHaveURL(/\/app\/memory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your life so far' })).toBeVisible();

    // The story is digested on a queue; the page reads the memory again until it has learned something.
    const conflicts = section(page, 'Which is right?');
    await expect(conflicts.getByRole('button', { name: 'This one is right' })).toHaveCount(2, {
      timeout: 45_000,
    });
    for (const name of ['Timeline', 'Not yet dated', 'Which is right?', 'Walt will ask next'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    const timeline = section(page, 'Timeline');
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(['1961', '1962', 'around 1970']);
    await expect(timeline.getByText('Moved to Filey', { exact: true })).toBeVisible();
    await expect(conflicts.getByText('1961', { exact: true })).toBeVisible();
    await expect(conflicts.getByText('1962', { exact: true })).toBeVisible();
    await expect(conflicts.getByText('“I married Tom Hollins in 1961.”')).toBeVisible();
    await expect(conflicts.getByRole('link', { name: 'Where this came from' }).first()).toHaveAttribute(
      'href',
      `/story/${storyId}`,
    );
    await expect(
      section(page, 'Walt will ask next').getByText("What was your older brother's name?"),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    // "Neither — let me type it" opens a field with Save; Cancel closes it again.
    await conflicts.getByRole('button', { name: 'Neither — let me type it' }).click();
    await expect(conflicts.getByRole('textbox', { name: 'The right answer' })).toBeFocused();
    await expect(conflicts.getByRole('button', { name: 'Save' })).toBeVisible();
    await conflicts.getByRole('button', { name: 'Cancel' }).click();

    // 1961 is right: the conflict is settled, and the 1962 wedding leaves the timeline.
    await conflicts.getByRole('button', { name: 'This one is right' }).first().click();
    await expect(conflicts.getByRole('button', { name: 'This one is right' })).toHaveCount(0);
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(['1961', 'around 1970']);
    await expect(fact(timeline, 'Married Tom Hollins').getByText('Confirmed')).toBeVisible();

    // Edit the move: Filey in 1971 exactly.
    const filey = fact(timeline, 'Moved to Filey');
    await filey.getByRole('button', { name: 'Edit' }).click();
    const year = filey.getByRole('textbox', { name: /Year/ });
    await expect(year).toHaveValue('1970');
    await year.fill('1971');
    await filey.getByRole('checkbox', { name: 'About this year (not exactly)' }).uncheck();
    await filey.getByRole('button', { name: 'Save' }).click();
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(['1961', '1971']);
    await expect(timeline.getByText('around 1970', { exact: true })).toHaveCount(0);

    // Forget it: asked first; Cancel keeps it, Forget removes it.
    const moved = fact(timeline, 'Moved to Filey');
    await moved.getByRole('button', { name: 'Forget' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Forget this? Walt will not use it again.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(timeline.getByText('Moved to Filey', { exact: true })).toBeVisible();
    await moved.getByRole('button', { name: 'Forget' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Forget' }).click();
    await expect(timeline.getByText('Moved to Filey', { exact: true })).toHaveCount(0);
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(['1961']);

    // What was put right stays put right.
    await page.reload();
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(['1961']);
    await expect(conflicts.getByRole('button', { name: 'This one is right' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('"What Walt calls you" on the profile', async ({ page }) => {
    await signedInNarrator(page);
    await page.goto('/profile');
    const field = page.getByRole('textbox', { name: 'What Walt calls you' });
    await expect(field).toBeEnabled();
    await field.fill('Peggy');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Walt will call you by this name.')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/app/memory');
    await expect(page.getByText('Walt calls you Peggy.')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'What Walt calls you' })).toHaveValue('Peggy');
  });
});
