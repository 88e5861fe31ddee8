import { controlUrl } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInNarrator } from './support/narrator.ts';
import { typeAStory } from './support/stories.ts';
import { expect, test } from './support/test.ts';

const ENTRY = 'I was born in Whitby in 1938. My father worked at the yard.';
/** What the "model" writes: true to the entry, except a port and a year the narrator never mentioned. */
const INVENTED =
  '# A Life\n\nShe was born in Whitby in 1938, and sailed to Valparaiso in 1907 with her father, who worked at the yard every day of the week.';
const NOTICE_TITLE = 'Walt could not find these in what you told it:';

/** Tells the product (test/e2e/support/serve.ts) which AI provider to write with. */
const control = async (path: string, body?: unknown): Promise<void> => {
  const response = await fetch(`${controlUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(204);
};

test.describe('keepsakes that invent nothing (issue 22)', () => {
  test.afterEach(async () => {
    // Every other spec writes with the offline provider.
    await control('/ai/offline');
  });

  test('a Short Story naming a place and a year the narrator never gave says so on the artefact page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedInNarrator(page);

    // The narrator's only material: one typed entry.
    const storyId = await typeAStory(page, ENTRY);

    // The model (the fake OpenAI server behind the real adapter) adds Valparaiso and 1907.
    await control('/ai/openai-artefact', { name: 'A Life', content: INVENTED });

    // Generate the Short Story from the story page, as a narrator does.
    await page.goto(`/story/${storyId}`);
    await page
      .getByTestId('formats')
      .getByRole('link', { name: /Short Story/ })
      .click();
    await expect(page).toHaveURL(`/story/${storyId}/format/format-short-story`);
    await page.getByRole('button', { name: 'Generate' }).click();
    const result = page.getByTestId('generation-result');
    await expect(result).toBeVisible({ timeout: 45_000 });
    await expect(result).toContainText('Valparaiso');
    await control('/ai/offline');
    await page.getByRole('link', { name: 'Open the saved copy' }).click();

    // The artefact page says, calmly, what Walt could not find, and offers the two ways out.
    await expect(page).toHaveURL(/\/artefacts\/[^/]+$/);
    const notice = page.getByRole('status', { name: NOTICE_TITLE });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(NOTICE_TITLE, { exact: true })).toBeVisible();
    const tokens = notice.getByRole('listitem');
    await expect(tokens.filter({ hasText: /^Valparaiso$/ })).toBeVisible();
    await expect(tokens.filter({ hasText: /^1907$/ })).toBeVisible();
    await expect(tokens.filter({ hasText: /Whitby|1938/ })).toHaveCount(0);
    await expect(notice.getByRole('link', { name: 'correct it in your story' })).toHaveAttribute(
      'href',
      `/story/${storyId}`,
    );
    await expect(notice.getByRole('link', { name: 'generate it again' })).toHaveAttribute(
      'href',
      `/story/${storyId}/format/format-short-story`,
    );
    await expectNoSeriousViolations(page);
  });
});
