import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startEachWithNoDrafts } from '@/test/drafts';
import { renderApp } from '@/test/render-app';
import { installFakeMicrophone } from '../test-fakes.ts';
import { alert, recordOnce, toggle, withApi } from '../test-fixtures.ts';

describe('tell a story: what goes wrong', () => {
  let microphone: ReturnType<typeof installFakeMicrophone> | undefined;
  startEachWithNoDrafts();
  afterEach(() => microphone?.uninstall());

  it('a refused microphone says to check the permissions, and the recorder stays idle', async () => {
    microphone = installFakeMicrophone({ denied: true });
    withApi();
    await renderApp('/tell-story');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Start recording' }));

    expect(await alert()).toHaveTextContent('Failed to access microphone. Please check your permissions.');
    expect(toggle()).toHaveAccessibleName('Start recording');
    expect(toggle()).toBeEnabled();
  });

  it('a browser without AudioContext is told so, and nothing is recorded', async () => {
    microphone = installFakeMicrophone({ noAudioContext: true });
    withApi();
    await renderApp('/tell-story');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Start recording' }));

    expect(await alert()).toHaveTextContent('AudioContext not supported in this browser');
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
  });

  it('a failed transcription asks to try again and keeps the recorder usable', async () => {
    microphone = installFakeMicrophone();
    withApi({ 'POST /api/stories/transcribe': { status: 500, body: { error: 'Internal server error' } } });
    await renderApp('/tell-story');
    const user = userEvent.setup();

    await recordOnce(user);

    expect(await alert()).toHaveTextContent('Failed to transcribe audio. Please try again.');
    await waitFor(() => expect(toggle()).toHaveAccessibleName('Start recording'));
    expect(toggle()).toBeEnabled();
    expect(document.querySelector('audio')).toBeNull();
  });

  it("a recording too large to keep shows the server's reason", async () => {
    microphone = installFakeMicrophone();
    const tooLarge = 'This recording is too long to keep: recordings can be at most 25 MB and 10 minutes.';
    withApi({ 'POST /api/stories/transcribe': { status: 413, body: { error: tooLarge } } });
    await renderApp('/tell-story');
    const user = userEvent.setup();

    await recordOnce(user);

    expect(await alert()).toHaveTextContent(tooLarge);
  });

  it('a new attempt clears the last error', async () => {
    microphone = installFakeMicrophone();
    withApi({ 'POST /api/stories/transcribe': { status: 500 } });
    await renderApp('/tell-story');
    const user = userEvent.setup();
    await recordOnce(user);
    await alert();

    await user.click(await screen.findByRole('button', { name: 'Start recording' }));

    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Stop recording' })).toBeVisible();
  });
});
