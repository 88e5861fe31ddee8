import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startEachWithNoDrafts } from '@/test/drafts';
import { installFakeMicrophone } from '../test-fakes.ts';
import { alert, openTellStory, recordOnce, toggle } from '../test-fixtures.ts';

describe('tell a story: what goes wrong', () => {
  let lastMicrophone: ReturnType<typeof installFakeMicrophone> | undefined;
  startEachWithNoDrafts();
  afterEach(() => lastMicrophone?.uninstall());

  /** The tell-story screen with a fake microphone (`options`), the API answering `api` as well. */
  const openWithMicrophone = async ({
    options,
    api,
  }: {
    options?: Parameters<typeof installFakeMicrophone>[0];
    api?: Parameters<typeof openTellStory>[0];
  } = {}) => {
    const installed = installFakeMicrophone(options);
    lastMicrophone = installed;
    const { user } = await openTellStory(api);
    return { user, microphone: installed };
  };

  it('a refused microphone says to check the permissions, and the recorder stays idle', async () => {
    const { user } = await openWithMicrophone({ options: { denied: true } });

    await user.click(await screen.findByRole('button', { name: 'Start recording' }));

    expect(await alert()).toHaveTextContent('Failed to access microphone. Please check your permissions.');
    expect(toggle()).toHaveAccessibleName('Start recording');
    expect(toggle()).toBeEnabled();
  });

  it('a browser without AudioContext is told so, and nothing is recorded', async () => {
    const { user, microphone } = await openWithMicrophone({ options: { noAudioContext: true } });

    await user.click(await screen.findByRole('button', { name: 'Start recording' }));

    expect(await alert()).toHaveTextContent('AudioContext not supported in this browser');
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
  });

  it('a failed transcription asks to try again and keeps the recorder usable', async () => {
    const { user } = await openWithMicrophone({
      api: { 'POST /api/stories/transcribe': { status: 500, body: { error: 'Internal server error' } } },
    });

    await recordOnce(user);

    expect(await alert()).toHaveTextContent('Failed to transcribe audio. Please try again.');
    await waitFor(() => expect(toggle()).toHaveAccessibleName('Start recording'));
    expect(toggle()).toBeEnabled();
    expect(document.querySelector('audio')).toBeNull();
  });

  it("a recording too large to keep shows the server's reason", async () => {
    const tooLarge = 'This recording is too long to keep: recordings can be at most 25 MB and 10 minutes.';
    const { user } = await openWithMicrophone({
      api: { 'POST /api/stories/transcribe': { status: 413, body: { error: tooLarge } } },
    });

    await recordOnce(user);

    expect(await alert()).toHaveTextContent(tooLarge);
  });

  it('a new attempt clears the last error', async () => {
    const { user } = await openWithMicrophone({ api: { 'POST /api/stories/transcribe': { status: 500 } } });
    await recordOnce(user);
    await alert();

    await user.click(await screen.findByRole('button', { name: 'Start recording' }));

    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Stop recording' })).toBeVisible();
  });
});
