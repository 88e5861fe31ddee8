import { expectNoSeriousViolations } from './support/axe.ts';
import { typeAnswer, waitForCaption, waitUntilListening } from './support/call.ts';
import { FAKE_MICROPHONE, signedInNarrator } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

test.use(FAKE_MICROPHONE);

const FIRST = 'Yes, I am ready to begin.';
const SECOND = 'Please call me Edie, my grandmother chose Edith after her own sister in Dundee.';

/** Issue 26: with the narrator's consent the call keeps their voice, and the transcript plays it back. */
test.describe('call recordings', () => {
  test.setTimeout(180_000);

  test('a call with recording on shows "Play" beside the narrator\'s turns on the conversation page', async ({
    page,
  }) => {
    await signedInNarrator(page);

    await test.step('the narrator turns on keeping recordings of their voice on /profile', async () => {
      await page.goto('/profile');
      const keep = page.getByRole('switch', { name: /Keep recordings of my voice from calls/ });
      await expect(keep).not.toBeChecked();
      await expect(page.getByRole('button', { name: 'Delete my call recordings' })).toBeVisible();
      await keep.click();
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Privacy settings saved!')).toBeVisible();
      await expect(keep).toBeChecked();
      await expect(page.getByRole('button', { name: 'Delete my call recordings' })).toHaveCount(0);
    });

    await test.step('the call screen says the voice is recorded', async () => {
      await page.goto('/audio-chat/gettingToKnowYou');
      await expect(page.getByTestId('call-recording-state')).toHaveText('Your voice is being recorded');
      await expectNoSeriousViolations(page);
    });

    let conversationId = '';
    await test.step('a call of two typed turns, some seconds apart, keeps its recording', async () => {
      await page.getByRole('button', { name: 'Call Walt' }).click();
      await expect(page.getByRole('button', { name: 'End call' })).toBeVisible({ timeout: 20_000 });
      await waitForCaption(page, "Hello, I'm Walt.");
      await waitUntilListening(page);
      await page.waitForTimeout(2_000);
      await typeAnswer(page, FIRST);
      await expect(page.getByTestId('question-card')).toContainText('What shall I call you?', {
        timeout: 20_000,
      });
      await waitUntilListening(page);
      await page.waitForTimeout(3_000);
      await typeAnswer(page, SECOND);
      await waitUntilListening(page);

      // The last segment goes up in the background once the call ends.
      const recorded = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          /\/api\/conversations\/[^/]+\/recordings$/.test(response.url()),
        { timeout: 30_000 },
      );
      await page.getByRole('button', { name: 'End call' }).click();
      const response = await recorded;
      expect(response.status()).toBe(201);
      const segment = response.request().postDataJSON() as { sequence: number; marks?: unknown[] };
      expect(segment.sequence).toBe(0);
      expect(segment.marks).toHaveLength(2);
      conversationId = response.url().match(/conversations\/([^/]+)\/recordings$/)?.[1] ?? '';
      await expect(page.getByRole('button', { name: 'Call Walt' })).toBeVisible();
    });

    await test.step('the conversation page offers "Play" beside each narrator turn, and plays it', async () => {
      const read = page.waitForResponse(
        (response) => response.request().method() === 'GET' && response.url().endsWith('/recordings'),
      );
      await page.goto(`/conversations/${conversationId}`);
      const { clips } = (await (await read).json()) as { clips: { messageId: string; audioUrl: string }[] };
      expect(clips).toHaveLength(2);
      await page.getByRole('tab', { name: 'Messages' }).click();
      const messages = page.getByTestId('message');
      for (const answer of [FIRST, SECOND]) {
        const turn = messages.filter({ hasText: answer });
        await expect(turn.getByRole('button', { name: /^Play your voice: / })).toHaveText('Play');
      }
      await expect(
        messages.filter({ hasText: "Hello, I'm Walt." }).getByRole('button', { name: /^Play/ }),
      ).toHaveCount(0);
      await expectNoSeriousViolations(page);

      // Pressed from the keyboard, the passage plays from the recording, then stops at its end.
      const fetched = page.waitForRequest((request) => request.url() === clips[1]?.audioUrl);
      const turn = messages.filter({ hasText: SECOND });
      await turn.getByRole('button', { name: /^Play your voice: / }).focus();
      await page.keyboard.press('Enter');
      await expect(turn.getByRole('button', { name: 'Pause' })).toBeFocused();
      await fetched;
      await expect(turn.getByRole('button', { name: /^Play your voice: / })).toBeVisible({ timeout: 30_000 });
    });
  });
});
