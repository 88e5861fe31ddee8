import { signedInUser } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { FAKE_MICROPHONE } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

test.use(FAKE_MICROPHONE);

const STORY_PAGE = /\/story\/([^/?]+)$/;
const EDITED = 'I grew up by the sea in Whitby, and every morning we watched the boats come in.';

interface SavedStory {
  voiceMemoEntries: { id: string; content: string; hasRecording?: boolean; recordingUrl?: string }[];
}

test.describe('telling a story', () => {
  test('records a memo, reads and edits its words, saves it and plays the kept recording back', async ({
    page,
  }) => {
    await signedInUser(page);

    await test.step("the dashboard's Speak a story card opens the recorder, idle", async () => {
      await page.goto('/app');
      await page.getByRole('link', { name: /Speak a story/ }).click();
      await expect(page).toHaveURL(/\/tell-story$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Tell Your Story' })).toBeVisible();
      await expect(page).toHaveTitle('Tell Your Story · Walt');
      await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled();
      await expectNoSeriousViolations(page);
    });

    await test.step('recording shows the level meter; stopping transcribes', async () => {
      await page.getByRole('button', { name: 'Start recording' }).click();
      const stop = page.getByRole('button', { name: 'Stop recording' });
      await expect(stop).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('img', { name: 'Your voice level' })).toBeVisible();
      await expectNoSeriousViolations(page);
      // Long enough for the fake microphone to fill a few chunks of webm.
      await page.waitForTimeout(1500);
      const upload = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/stories/transcribe') && response.request().method() === 'POST',
      );
      await stop.click();
      const answer = await upload;
      expect(answer.status(), await answer.text()).toBe(200);
      expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      const { transcript, recordingId } = (await answer.json()) as {
        transcript: string;
        recordingId?: string;
      };
      expect(transcript.length).toBeGreaterThan(0);
      expect(recordingId).toBeTruthy();
      // Offline, the transcript says honestly that the audio was kept but not transcribed.
      await expect(page.getByTestId('memo-words')).toContainText(transcript.slice(0, 40));
      await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled();
      await expect(page.locator('audio')).toHaveAttribute('src', /^blob:/);
      await expectNoSeriousViolations(page);
    });

    await test.step('the words are edited: Save Changes keeps the change', async () => {
      await page.getByRole('button', { name: 'Edit text' }).click();
      const box = page.getByRole('textbox', { name: 'Your story' });
      await expect(box).toBeFocused();
      await expectNoSeriousViolations(page);
      await box.fill(EDITED);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByTestId('memo-words')).toHaveText(EDITED);
    });

    const storyId = await test.step('saving opens the story', async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(STORY_PAGE);
      return STORY_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? '';
    });

    const memo = await test.step('the story holds the memo with its kept recording', async () => {
      const response = await page.request.get(`/api/stories/${storyId}`);
      expect(response.ok()).toBe(true);
      const story = (await response.json()) as SavedStory;
      expect(story.voiceMemoEntries).toHaveLength(1);
      const [entry] = story.voiceMemoEntries;
      expect(entry?.content).toBe(EDITED);
      expect(entry?.recordingUrl).toBeTruthy();
      return entry!;
    });

    await test.step('the kept recording plays back from the edit screen', async () => {
      await page.goto(`/tell-story/${storyId}/edit/${memo.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Voice Memo' })).toBeVisible();
      await expect(page).toHaveTitle('Edit Voice Memo · Walt');
      await expect(page.getByTestId('memo-words')).toHaveText(EDITED);
      const player = page.getByRole('main').locator('audio');
      await expect(player).toHaveAttribute('src', /.+/);
      const recording = await page.request.get((await player.getAttribute('src')) ?? '');
      expect(recording.ok()).toBe(true);
      expect(recording.headers()['content-type']).toContain('audio/webm');
      expect((await recording.body()).byteLength).toBeGreaterThan(0);
      const played = await player.evaluate(async (element: HTMLAudioElement) => {
        await element.play();
        await new Promise((resolve) => setTimeout(resolve, 500));
        element.pause();
        return element.currentTime;
      });
      expect(played).toBeGreaterThan(0);
      await expectNoSeriousViolations(page);
    });

    await test.step('another memo for the story starts from its add screen', async () => {
      await page.goto(`/tell-story?storyId=${storyId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Add to Your Story' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the story' })).toHaveAttribute(
        'href',
        `/story/${storyId}`,
      );
      await expectNoSeriousViolations(page);
    });
  });

  test('refuses to save without words, and says Voice memo entry not found for an unknown memo', async ({
    page,
  }) => {
    await signedInUser(page);
    await page.goto('/tell-story');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please record or write something before saving.');

    await page.getByRole('button', { name: 'Write it yourself' }).click();
    await page.getByRole('textbox', { name: 'Your story' }).fill('Written by hand.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(STORY_PAGE);
    const storyId = STORY_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? '';

    await page.goto(`/tell-story/${storyId}/edit/no-such-memo`);
    await expect(page.getByRole('alert')).toHaveText('Voice memo entry not found');
    await expectNoSeriousViolations(page);
  });
});
