import { PAGE_SIZE } from '#shared/page.ts';
import { baseUrl, controlUrl } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInNarrator } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

/**
 * Lists paged in DynamoDB (issue 24): a story with 1,200 of Walt's notes shows the first page on the story
 * page and "Load more" below it, until every note is on screen once and the button is gone.
 */
test('a story of 1,200 notes shows them a page at a time with "Load more", each once', async ({ page }) => {
  test.setTimeout(180_000);
  const NOTES = 1_200;
  const narrator = await signedInNarrator(page);
  const created = await page.request.post(`${baseUrl()}/api/stories`, { data: { title: 'A long life' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: storyId } = (await created.json()) as { id: string };
  const query = new URLSearchParams({ email: narrator.email, storyId, count: String(NOTES) });
  const seeded = await fetch(`${controlUrl()}/notes?${query}`, { method: 'POST' });
  expect(seeded.status).toBe(204);

  await page.goto(`/story/${storyId}`);
  await page.getByRole('tab', { name: 'Notes by Walt' }).click();
  const panel = page.getByRole('tabpanel');
  const notes = panel.getByRole('listitem');
  const loadMore = panel.getByRole('button', { name: 'Load more' });

  await expect(notes).toHaveCount(PAGE_SIZE);
  await expect(loadMore).toBeVisible();
  await expectNoSeriousViolations(page);
  let pages = 1;
  while (pages * PAGE_SIZE < NOTES) {
    await loadMore.click();
    pages += 1;
    await expect(notes).toHaveCount(Math.min(NOTES, pages * PAGE_SIZE));
  }
  // DynamoDB may need one more (empty) page to know the list ended; then the button goes.
  if (await loadMore.isVisible()) await loadMore.click();
  await expect(loadMore).toHaveCount(0);
  await expect(notes).toHaveCount(NOTES);
  const texts = await panel.getByRole('listitem').allInnerTexts();
  const numbers = texts.map((text) => Number(/Note (\d+)/.exec(text)?.[1]));
  expect(new Set(numbers).size).toBe(NOTES);
  expect(numbers).toEqual(Array.from({ length: NOTES }, (_, index) => index + 1));
});
