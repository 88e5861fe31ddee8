import { baseUrl } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { onNewNarratorsDashboard, signedInNarrator } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

test.describe('the dashboard', () => {
  test('a new narrator: three ways to tell a story, the cards, and only the first step open', async ({
    page,
  }) => {
    await onNewNarratorsDashboard(page);

    await expect(page.getByRole('link', { name: /Phone call with Walt/ })).toHaveAttribute(
      'href',
      '/audio-chat/gettingToKnowYou',
    );
    await expect(page.getByRole('link', { name: /Speak a story/ })).toHaveAttribute('href', '/tell-story');
    await expect(page.getByRole('link', { name: /Type a story/ })).toHaveAttribute('href', '/type-story');
    await expect(page.getByRole('link', { name: /Story material/ })).toHaveAttribute('href', '/archive');
    await expect(page.getByRole('link', { name: /Connect your accounts/ })).toHaveAttribute(
      'href',
      '/app/connect-accounts',
    );
    await expect(page.getByRole('link', { name: 'How does Walt work?' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );

    const first = page.getByTestId('step-gettingToKnowYou');
    await expect(first).toContainText('Getting to know you');
    await expect(first.getByRole('link', { name: 'Start the conversation' })).toHaveAttribute(
      'href',
      '/audio-chat/gettingToKnowYou',
    );
    for (const key of ['discoveringShape', 'exploringCore', 'contextAndDetails']) {
      const step = page.getByTestId(`step-${key}`);
      await expect(step).toHaveAttribute('data-state', 'disabled');
      await expect(step).toContainText(
        'Walt still needs more information to get ready for this conversation',
      );
      await expect(step.getByRole('link')).toHaveCount(0);
    }
    await expect(page.getByText('Print your biography')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write My Bio' })).toBeDisabled();
    await expectNoSeriousViolations(page);
  });

  test('a started conversation puts its step in progress with "Continue the conversation"', async ({
    page,
  }) => {
    await signedInNarrator(page);
    const started = await page.request.post(`${baseUrl()}/api/conversations/start`, {
      data: { sessionType: 'gettingToKnowYou' },
    });
    expect(started.ok()).toBe(true);
    await page.goto('/app');
    const first = page.getByTestId('step-gettingToKnowYou');
    await expect(first).toHaveAttribute('data-state', 'inProgress');
    await expect(first).toContainText('Walt needs to talk to you more to get all the details we need');
    await first.getByRole('link', { name: 'Continue the conversation' }).click();
    await expect(page).toHaveURL(/\/audio-chat\/gettingToKnowYou$/);
    await expect(page.getByRole('button', { name: 'Call Walt' })).toBeVisible();
  });

  test('completing the first conversation unlocks the second, and scrollTo=onDeck brings it into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await signedInNarrator(page);
    const started = await page.request.post(`${baseUrl()}/api/conversations/start`, {
      data: { sessionType: 'gettingToKnowYou' },
    });
    const { conversation } = (await started.json()) as { conversation: { id: string } };
    const completed = await page.request.post(`${baseUrl()}/api/conversations/${conversation.id}/complete`);
    expect(completed.ok()).toBe(true);

    await page.goto('/app?scrollTo=onDeck');
    const second = page.getByTestId('step-discoveringShape');
    await expect(second).toHaveAttribute('data-state', 'unstarted');
    await expect(second).toBeInViewport();
    await expect(page.getByTestId('step-gettingToKnowYou')).toHaveAttribute('data-state', 'completed');
    await expect(page.getByRole('link', { name: /Phone call with Walt/ })).toHaveAttribute(
      'href',
      '/audio-chat/discoveringShape',
    );

    await page.goto('/app?scrollTo=contextAndDetails');
    await expect(page.getByTestId('step-contextAndDetails')).toBeInViewport();
  });
});
