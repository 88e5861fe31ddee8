import { baseUrl } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { PARKIN_IN_HALIFAX, savedConversation } from './support/conversations.ts';
import { FAKE_MICROPHONE, signedInNarrator } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

test.use(FAKE_MICROPHONE);

const STORY_PAGE = /\/story\/([^/?]+)$/;
const MEMO = 'Grandmother stirred the treacle with a wooden spoon.';

test.describe('a story on a journey', () => {
  test('new narrator: choose a journey, speak a memo, complete a step, research, read and delete the report', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedInNarrator(page);
    await page.goto('/app');
    await page.getByRole('link', { name: 'Make something new' }).click();
    await page.getByRole('button', { name: 'Get started: The Family Kitchen' }).click();

    await expect(page).toHaveURL(STORY_PAGE);
    const storyId = STORY_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: 'New The Family Kitchen' })).toBeVisible();
    const steps = page.locator('[data-testid^="step-"]');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'unlocked');
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'locked');
    const formats = page.getByTestId('formats');
    await expect(formats).toContainText('Add content and context to unlock this section.');
    await expect(formats.getByRole('button', { name: 'Add content first' })).toBeVisible();
    await expectNoSeriousViolations(page);

    // Speak a memo for the story: the fake microphone records, Walt transcribes, the memo is saved.
    await page.goto(`/tell-story?storyId=${storyId}`);
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.waitForTimeout(1_500);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(page.getByTestId('memo-words')).not.toBeEmpty({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Edit text' }).click();
    await page.getByRole('textbox', { name: 'Your story' }).fill(MEMO);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('memo-words')).toHaveText(MEMO);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).not.toHaveURL(/\/tell-story/);

    // Back on the story: the memo is there with its recording, and the formats section is unlocked.
    await page.goto(`/story/${storyId}?tab=yourNotes`);
    const memo = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Voice memo' });
    await expect(memo).toContainText(MEMO);
    await expect(memo.locator('audio[controls]')).toHaveAttribute('src', /.+/);
    await expect(formats).not.toContainText('Add content and context to unlock this section.');

    // Complete the first step; the second unlocks.
    await page.getByRole('button', { name: 'Mark as complete: Talk with Walt about the dish' }).click();
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'completed');
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'unlocked');
    await expect(steps.nth(1).getByRole('link', { name: 'Type a note' })).toHaveAttribute(
      'href',
      new RegExp(`/type-story/${storyId}\\?noteStep=`),
    );

    // An interview held for the story; research over its transcript runs until it is completed.
    const story = (await (await page.request.get(`${baseUrl()}/api/stories/${storyId}`)).json()) as {
      journey: { steps: { stepConfig?: { pathId?: string } }[] };
    };
    await savedConversation(
      page.request,
      { pathId: story.journey.steps[0]?.stepConfig?.pathId ?? '', storyId },
      PARKIN_IN_HALIFAX,
    );
    await page.reload();
    await page.getByRole('tab', { name: 'Transcripts' }).click();
    await page.getByRole('button', { name: 'Show the whole conversation' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('parkin in Halifax');
    await page.getByRole('tab', { name: 'Research' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Start research' }).click();
    const reports = page.getByTestId('research-report');
    await expect(reports.first()).toBeVisible({ timeout: 20_000 });
    await expect(reports.first()).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
    await expectNoSeriousViolations(page);

    // Open the report, then delete it: back on the research tab.
    const count = await reports.count();
    await reports.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/story/${storyId}/research/[^/]+$`));
    await expect(page.getByText('By Walt Research')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Related Story' })).toContainText(
      'New The Family Kitchen',
    );
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete research report' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this research report? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`/story/${storyId}\\?tab=research$`));
    await expect(page.getByRole('tab', { name: 'Research' })).toHaveAttribute('aria-selected', 'true');
    await expect(reports).toHaveCount(count - 1);
  });

  test('the legacy dashboard shows the four conversation steps on their own', async ({ page }) => {
    await signedInNarrator(page);
    await page.goto('/legacy-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Legacy Dashboard' })).toBeVisible();
    await expect(page.getByTestId('step-gettingToKnowYou')).toHaveAttribute('data-state', 'unstarted');
    await expect(page.getByRole('button', { name: 'Write My Bio' })).toBeDisabled();
    await expectNoSeriousViolations(page);
  });
});
