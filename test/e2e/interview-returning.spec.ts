import { typeAnswer, waitForCaption, waitUntilListening } from './support/call.ts';
import { FAKE_MICROPHONE, signedInNarrator } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

test.use(FAKE_MICROPHONE);

test.describe('coming back to a conversation', () => {
  test.setTimeout(120_000);

  test('on the chat route, a second call of the same conversation is greeted briefly instead of the intro', async ({
    page,
  }) => {
    await signedInNarrator(page);
    await page.goto('/app/chat/gettingToKnowYou');
    await page.getByRole('button', { name: 'Call Walt' }).click();
    await waitForCaption(page, "Hello, I'm Walt.");
    await waitUntilListening(page);
    await typeAnswer(page, 'Yes, I am ready to begin.');
    await expect(page.getByTestId('question-card')).toContainText('What shall I call you?', {
      timeout: 20_000,
    });
    await waitUntilListening(page);
    await page.getByRole('button', { name: 'End call' }).click();
    await expect(page.getByTestId('finished-view')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('question-card')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('intro-card')).toBeVisible();
    await page.getByRole('button', { name: 'Call Walt' }).click();
    await waitForCaption(page, /^Welcome back, Edith\b/);
    await expect(page.getByTestId('caption')).not.toContainText("Hello, I'm Walt.");
  });
});
