import { expectNoSeriousViolations } from './support/axe.ts';
import { onNewNarratorsDashboard } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

test.describe('the journey chooser', () => {
  test('is reached from the dashboard, shows featured journeys, and refuses a Coming Soon one', async ({
    page,
  }) => {
    await onNewNarratorsDashboard(page);
    await expect(page.getByText('You have no stories yet. Make something new to begin one.')).toBeVisible();
    await page.getByRole('link', { name: 'Make something new' }).click();

    await expect(page).toHaveURL(/\/create-story$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Journey' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get started: Your Life Story' })).toBeEnabled();
    await expect(
      page.getByRole('button', { name: 'Coming Soon: Letters to My Grandchildren' }),
    ).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Learn More About Journeys' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    await expectNoSeriousViolations(page);

    // A legacy path journey: its paths are the steps, the first one open.
    await page.getByRole('button', { name: 'Get started: Your Life Story' }).click();
    await expect(page).toHaveURL(/\/story\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Your Life Story' })).toBeVisible();
    const steps = page.locator('[data-testid^="step-"]');
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toHaveAttribute('data-state', 'unlocked');
    await expect(steps.first().getByRole('link', { name: 'Talk with Walt' })).toHaveAttribute(
      'href',
      /\/app\/chat\/path\/[^?]+\?storyId=/,
    );
    await expect(steps.nth(1)).toContainText('Complete previous steps to unlock');
    await expectNoSeriousViolations(page);

    // The new story is on the dashboard grid.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    const card = page
      .getByRole('region', { name: 'Your stories' })
      .getByRole('link', { name: /New Your Life Story/ });
    await expect(card).toContainText('Your Life Story');
    await expect(card).toContainText('0 entries');
    await expectNoSeriousViolations(page);
  });
});
