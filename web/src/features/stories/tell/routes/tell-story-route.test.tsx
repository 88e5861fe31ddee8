import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftKeys } from '../lib/draft-keys.ts';
import { deferred, FakeAudioContext, FakeMediaRecorder, fakeMicrophoneForEachTest } from '../test-fakes.ts';
import {
  alert,
  created,
  openTellStory,
  recordOnce,
  TRANSCRIPT,
  toggle,
  transcribed,
} from '../test-fixtures.ts';

describe('tell a story: the recorder', () => {
  const microphone = fakeMicrophoneForEachTest();

  it('idle: the title, a Start recording toggle, no meter and no playback yet', async () => {
    await openTellStory();

    expect(await screen.findByRole('heading', { level: 1, name: 'Tell Your Story' })).toBeInTheDocument();
    expect(document.title).toBe('Tell Your Story · Walt');
    expect(toggle()).toHaveAccessibleName('Start recording');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(toggle()).toBeEnabled();
    expect(screen.queryByRole('img', { name: 'Your voice level' })).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
  });

  it('recording: asks for the microphone, records audio/webm and shows the level meter (fftSize 256)', async () => {
    const { user } = await openTellStory();

    await user.click(await screen.findByRole('button', { name: 'Start recording' }));

    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(microphone.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(FakeMediaRecorder.instances[0]?.options).toEqual({ mimeType: 'audio/webm' });
    expect(FakeMediaRecorder.instances[0]?.state).toBe('recording');
    const meter = screen.getByRole('img', { name: 'Your voice level' });
    expect(meter.querySelectorAll('span')).toHaveLength(22);
    expect((meter.querySelector('span') as HTMLElement).style.height).toBe('50%');
    expect(FakeAudioContext.analysers[0]?.fftSize).toBe(256);
    expect(screen.getByText('Recording. Press Stop recording when you have finished.')).toBeInTheDocument();
  });

  it('transcribing: stopping turns the microphone off, disables the toggle and uploads audio.webm', async () => {
    const answer = deferred<{ body: unknown }>();
    const { calls, user } = await openTellStory({ 'POST /api/stories/transcribe': () => answer.promise });

    await recordOnce(user);

    expect(await screen.findByRole('button', { name: 'Transcribing...' })).toBeDisabled();
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Your voice level' })).toBeNull();
    const upload = calls.find(({ url }) => url === '/api/stories/transcribe')!;
    expect(upload.init.method).toBe('POST');
    expect(upload.init.headers).not.toHaveProperty('Content-Type');
    const audio = (upload.init.body as FormData).get('audio') as File;
    expect(audio.name).toBe('audio.webm');
    expect(audio.type).toBe('audio/webm');
    expect(await audio.text()).toBe('spoken words');

    answer.resolve(transcribed);

    expect(await screen.findByText(TRANSCRIPT)).toBeInTheDocument();
    expect(toggle()).toHaveAccessibleName('Start recording');
    expect(toggle()).toBeEnabled();
  });

  it('text present: shows the words, plays the recording back and keeps the draft on this device', async () => {
    const { user } = await openTellStory();

    await recordOnce(user);

    expect(await screen.findByText(TRANSCRIPT)).toBeInTheDocument();
    const player = document.querySelector('audio');
    expect(player).toHaveAttribute('src', 'blob:http://localhost/recording-1');
    expect(player).toHaveAccessibleName('Play your recording');
    expect(JSON.parse(localStorage.getItem(draftKeys.newStory) ?? '{}')).toMatchObject({
      text: TRANSCRIPT,
      recordingId: 'rec-0001',
    });
  });

  it('a second recording adds its words after the first', async () => {
    const { user } = await openTellStory();

    await recordOnce(user);
    await screen.findByText(TRANSCRIPT);
    await recordOnce(user);

    await waitFor(() => expect(screen.getAllByText(TRANSCRIPT)).toHaveLength(2));
  });

  it('editing: Cancel drops the change, Save Changes keeps it', async () => {
    const { user } = await openTellStory();
    await recordOnce(user);
    await screen.findByText(TRANSCRIPT);

    await user.click(screen.getByRole('button', { name: 'Edit text' }));
    const box = screen.getByRole('textbox', { name: 'Your story' });
    expect(box).toHaveValue(TRANSCRIPT);
    expect(box).toHaveFocus();
    expect(toggle()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user.type(box, ' The gulls were loud.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(TRANSCRIPT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit text' }));
    await user.clear(screen.getByRole('textbox', { name: 'Your story' }));
    await user.type(screen.getByRole('textbox', { name: 'Your story' }), 'I grew up in Scarborough.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('I grew up in Scarborough.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(JSON.parse(localStorage.getItem(draftKeys.newStory) ?? '{}')).toMatchObject({
      text: 'I grew up in Scarborough.',
    });
  });
});

describe('tell a story: saving', () => {
  fakeMicrophoneForEachTest();

  it('creates the story, adds the memo with its step, path and recording, then opens the story', async () => {
    const { calls, router, user } = await openTellStory({}, '/tell-story?noteStep=step-3&pathId=path-1');
    await recordOnce(user);
    await screen.findByText(TRANSCRIPT);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/story/${created.id}`), {
      timeout: 3000,
    });
    const writes = calls.filter(({ method, url }) => method === 'POST' && !url.endsWith('/transcribe'));
    expect(writes.map(({ url }) => url)).toEqual([
      '/api/stories',
      `/api/stories/${created.id}/voice-memo-entries`,
    ]);
    expect(writes[0]?.body).toEqual({});
    expect(writes[1]?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      content: TRANSCRIPT,
      stepId: 'step-3',
      pathId: 'path-1',
      recordingId: 'rec-0001',
    });
    expect(localStorage.getItem(draftKeys.newStory)).toBeNull();
  });

  it('saves written words without a recording', async () => {
    const { calls, router, user } = await openTellStory();

    await user.click(await screen.findByRole('button', { name: 'Write it yourself' }));
    await user.type(screen.getByRole('textbox', { name: 'Your story' }), 'Written, not spoken.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/story/${created.id}`), {
      timeout: 3000,
    });
    expect(calls.find(({ url }) => url.endsWith('/voice-memo-entries'))?.body).toEqual({
      id: expect.any(String),
      content: 'Written, not spoken.',
    });
  });

  it('refuses empty or blank words with the spec message and sends nothing', async () => {
    const { calls, user } = await openTellStory();

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await alert()).toHaveTextContent('Please record or write something before saving.');

    await user.click(screen.getByRole('button', { name: 'Write it yourself' }));
    await user.type(screen.getByRole('textbox', { name: 'Your story' }), '   {Enter}  ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await alert()).toHaveTextContent('Please record or write something before saving.');
    expect(calls.filter(({ url }) => url.startsWith('/api/stories'))).toEqual([]);
  });

  it('keeps the words when the save fails, and the retry adds the memo to the story already made', async () => {
    let memoAnswers = 0;
    const { calls, router, user } = await openTellStory({
      [`POST /api/stories/${created.id}/voice-memo-entries`]: ({ body }) =>
        ++memoAnswers === 1
          ? { status: 500, body: { error: 'Internal server error' } }
          : { status: 201, body: { ...(body as object), createdAt: '2025-03-03T09:00:00.000Z' } },
    });
    await recordOnce(user);
    await screen.findByText(TRANSCRIPT);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await alert()).toHaveTextContent('Failed to save story. Please try again.');
    expect(screen.getByText(TRANSCRIPT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tell-story');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/story/${created.id}`), {
      timeout: 3000,
    });
    expect(calls.filter(({ method, url }) => method === 'POST' && url === '/api/stories')).toHaveLength(1);
    const memos = calls.filter(({ url }) => url.endsWith('/voice-memo-entries'));
    expect(memos).toHaveLength(2);
    const [first, retry] = memos.map(({ body }) => (body as { id: string }).id);
    expect(retry).toBe(first);
  });

  it('says the save failed when the network is down', async () => {
    const { user } = await openTellStory({
      'POST /api/stories': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await recordOnce(user);
    await screen.findByText(TRANSCRIPT);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await alert()).toHaveTextContent('Failed to save story. Please try again.');
  });

  it('brings back unsaved words from an earlier visit', async () => {
    localStorage.setItem(
      draftKeys.newStory,
      JSON.stringify({ text: 'Half a memory of the sea', entryId: 'e1', recordingId: 'rec-9' }),
    );
    await openTellStory();

    expect(await screen.findByText('Half a memory of the sea')).toBeInTheDocument();
    expect(screen.getByText('We kept the words you had not saved yet.')).toBeInTheDocument();
  });
});
