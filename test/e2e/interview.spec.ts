import { outboxFor, verifyEmailOf } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { typeAnswer, waitForCaption, waitUntilListening } from './support/call.ts';
import { FAKE_MICROPHONE, signedInNarrator } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

test.use(FAKE_MICROPHONE);

/** Substantive answers, one per question of the seeded "Getting to know you" path (eight questions). */
const ANSWERS = [
  'Please call me Edie, my grandmother chose Edith after her own sister in Dundee.',
  'I was born in Dundee in 1946, in a tenement flat above the baker on Hilltown.',
  'My father worked the jute mills and my mother raised five children on very little money.',
  'These days I live in Perth in a small cottage near my daughter Margaret and her boys.',
  'I spent forty years teaching infants at the village school and loved nearly every single day.',
  'Whenever I have spare time I garden, grow sweet peas, and sing with the church choir.',
  'I want my grandchildren to know where they come from before my memory starts to fade.',
  'One winter morning my father carried me through deep snow to see the frozen river Tay.',
];

test.describe('the live interview', () => {
  test.setTimeout(240_000);

  test('a first conversation from the dashboard to the finished view, the conversation page and the writer report', async ({
    page,
  }) => {
    const narrator = await signedInNarrator(page);

    await test.step('the dashboard offers the first conversation only', async () => {
      await page.goto('/app');
      const first = page.getByTestId('step-gettingToKnowYou');
      await expect(first).toHaveAttribute('data-state', 'unstarted');
      await expect(page.getByTestId('step-discoveringShape')).toContainText(
        'Walt still needs more information to get ready for this conversation',
      );
      await first.getByRole('link', { name: 'Start the conversation' }).click();
    });

    await test.step('before the call: title, intro card and the start hint', async () => {
      await expect(page).toHaveURL(/\/audio-chat\/gettingToKnowYou$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Getting to know you' })).toBeVisible();
      await expect(page.getByTestId('intro-card')).toContainText(
        'In this first conversation Walt gets to know you',
      );
      await expect(page.getByText('Click to Start')).toBeVisible();
      await expect(page.getByTestId('call-status')).toHaveText('Walt is ready');
      await expect(page.getByText('No notes yet. Walt will add notes as you talk!')).toBeVisible();
      await expect(page.getByRole('link', { name: `Welcome, ${narrator.name}` })).toHaveAttribute(
        'href',
        '/profile',
      );
      await expectNoSeriousViolations(page);
    });

    await test.step('connected: Walt speaks his intro script first', async () => {
      const offer = page.waitForRequest(
        (request) => request.method() === 'POST' && request.headers()['content-type'] === 'application/sdp',
      );
      await page.getByRole('button', { name: 'Call Walt' }).click();
      expect((await offer).headers().authorization).toMatch(/^Bearer \S+/);
      await expect(page.getByRole('button', { name: 'End call' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('call-clock')).toHaveText(/^\d:\d\d$/);
      await expect(page.getByTestId('offline-notice')).toContainText('Walt is working offline');
      await waitForCaption(page, "Hello, I'm Walt.");
      await waitUntilListening(page);
      await expectNoSeriousViolations(page);
    });

    await test.step('a typed answer brings the first question card', async () => {
      await typeAnswer(page, 'Yes, I am ready to begin.');
      const card = page.getByTestId('question-card');
      await expect(card).toContainText('What shall I call you?', { timeout: 20_000 });
      await waitUntilListening(page);
    });

    await test.step('Walt notes the answer, typed out in the notes panel', async () => {
      await typeAnswer(page, ANSWERS[0]!);
      const note = page.getByTestId('note').filter({ hasText: 'Dundee' }).first();
      await expect(note).toBeVisible({ timeout: 20_000 });
      await expect(note.getByText('Walt', { exact: true })).toBeVisible();
      const typed = note.getByTestId('typing-text');
      const partly = (await typed.textContent()) ?? '';
      expect(partly.length).toBeLessThan(ANSWERS[0]!.length);
      // Typed out for 5 seconds (40 ms a character), then shown whole: on a loaded machine the typing may not
      // reach the end within the 5 seconds, so the test waits for the end of the highlight, then reads it all.
      await expect(typed).toHaveCount(0, { timeout: 20_000 });
      await expect(note).toContainText(/Dundee\.?/);
      await expect(page.getByTestId('question-card')).toContainText('Where it all began', {
        timeout: 20_000,
      });
      await waitUntilListening(page);
    });

    await test.step('the narrator edits one note and deletes another', async () => {
      await typeAnswer(page, ANSWERS[1]!);
      await expect(page.getByTestId('note').filter({ hasText: 'Hilltown' }).first()).toBeVisible({
        timeout: 20_000,
      });
      await waitUntilListening(page);

      const first = page.getByTestId('note').filter({ hasText: 'grandmother' }).first();
      await first.getByRole('button', { name: 'Edit note' }).click();
      const editor = page.getByRole('textbox', { name: 'Edit note' });
      await expect(editor).toHaveAttribute('placeholder', 'Edit note content...');
      await editor.fill('Known as Edie; named Edith after her great-aunt.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const edited = page.getByTestId('note').filter({ hasText: 'Known as Edie' });
      await expect(edited).toBeVisible();
      await expect(edited.getByText('You', { exact: true })).toBeVisible();

      const count = await page.getByTestId('note').count();
      const hilltown = page.getByTestId('note').filter({ hasText: 'Hilltown' }).first();
      await hilltown.getByRole('button', { name: 'Delete note' }).click();
      await expect(page.getByTestId('note')).toHaveCount(count - 1);
      await expect(page.getByTestId('notes-count')).toHaveText(String(count - 1));
    });

    await test.step('the remaining questions, until the path is complete', async () => {
      for (const answer of ANSWERS.slice(2)) {
        await typeAnswer(page, answer);
        await waitForCaption(page, /\?/);
        await waitUntilListening(page);
      }
      await waitForCaption(page, 'We have covered everything I hoped to ask in this conversation.');
      await waitUntilListening(page);
    });

    let conversationId = '';
    await test.step('goodbye: Walt hangs up, the transcript is saved with a summary', async () => {
      const finalSave = page.waitForRequest(
        (request) =>
          /\/api\/conversations\/[^/]+\/save$/.test(request.url()) &&
          request.postDataJSON()?.shouldSummarize === true,
        { timeout: 30_000 },
      );
      await typeAnswer(page, 'No, that is everything for today. Goodbye Walt.');
      await waitForCaption(page, 'Goodbye for now.');
      const request = await finalSave;
      conversationId = request.url().match(/conversations\/([^/]+)\/save$/)?.[1] ?? '';
      // The autosaves delivered the turns; the final save carries only what is new since (issue 24).
      expect(request.postDataJSON().messages.length).toBeLessThan(5);
      await expect(page.getByTestId('finished-view')).toContainText(
        'Thank you — your conversation is saved',
        {
          timeout: 20_000,
        },
      );
      await expect(page.getByRole('button', { name: 'Call Walt' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'End call' })).toHaveCount(0);
    });

    await test.step('the conversation page shows its summary and messages', async () => {
      await page.goto(`/conversations/${conversationId}`);
      await expect(page.getByRole('heading', { level: 1, name: /^Conversation from / })).toBeVisible();
      await expect(page.getByText('Audio Interview')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Archive' })).toHaveAttribute('href', '/archive');
      await expect(page.getByTestId('summary')).not.toBeEmpty();
      await expectNoSeriousViolations(page);
      await page.getByRole('tab', { name: 'Messages' }).click();
      const messages = page.getByTestId('message');
      await expect(messages.filter({ hasText: ANSWERS[3]! })).toContainText('You');
      // Every turn reached the server through the autosaves and the final save.
      expect(await messages.count()).toBeGreaterThan(10);
      await expect(messages.filter({ hasText: "Hello, I'm Walt." })).toContainText('Walt');
    });

    await test.step('Send Writer Report puts an email in the outbox', async () => {
      // Walt sends a writer report only to a verified address: open the link the sign-up mailed.
      await verifyEmailOf(narrator.email);
      const before = (await outboxFor(narrator.email)).length;
      await page.getByRole('button', { name: 'Send Writer Report' }).click();
      await expect(page.getByText('Writer report has been sent to your email!')).toBeVisible();
      await expect.poll(async () => (await outboxFor(narrator.email)).length).toBe(before + 1);
    });

    await test.step('the dashboard shows the step completed and the next one open', async () => {
      await page.goto('/app');
      const first = page.getByTestId('step-gettingToKnowYou');
      await expect(first).toHaveAttribute('data-state', 'completed');
      await expect(first).toContainText(
        'This conversation is complete and Walt has gathered everything he needs',
      );
      const second = page.getByTestId('step-discoveringShape');
      await expect(second).toHaveAttribute('data-state', 'unstarted');
      await expect(second.getByRole('link', { name: 'Start the session' })).toHaveAttribute(
        'href',
        '/audio-chat/discoveringShape',
      );
      await expect(page.getByRole('button', { name: 'Write My Bio' })).toBeDisabled();
      await expectNoSeriousViolations(page);
    });
  });
});
