import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAdmin, openApp } from '@/test/render-app';

const conversation = {
  id: 'c1',
  userId: 'user-1',
  type: 'interview',
  status: 'completed',
  messageCount: 3,
  createdAt: '2025-03-14T10:00:00.000Z',
  updatedAt: '2025-03-14T10:00:00.000Z',
  messages: [
    { id: 'm1', role: 'assistant', content: 'Where were you born?' },
    { id: 'm2', role: 'user', content: 'In Dundee, above the baker on Hilltown.' },
    { id: 'm3', role: 'user', content: 'My father worked the jute mills.' },
  ],
};
const clip = { messageId: 'm2', audioUrl: '/_blobs/calls/c1/00000.webm', startSeconds: 4, endSeconds: 9.5 };

const played: { src: string; currentTime: number }[] = [];

beforeEach(() => {
  played.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push({ src: this.src, currentTime: this.currentTime });
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  // The file's metadata are known: the passage's start is set at once.
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_METADATA);
});
afterEach(() => {
  // The page leaves (its sound paused) while the fake media element is still in place.
  cleanup();
  vi.restoreAllMocks();
});

const openMessages = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Messages' }));
  return screen.findAllByTestId('message');
};

describe("conversation page: the narrator's voice beside their messages (issue 26)", () => {
  it('shows "Play" beside each narrator message that has a recording, and plays that passage', async () => {
    await openApp('/conversations/c1', {
      'GET /api/conversations/c1': { body: conversation },
      'GET /api/conversations/c1/recordings': {
        body: { segments: [{ sequence: 0, startMs: 0, durationMs: 30_000 }], clips: [clip] },
      },
    });
    const [walt, recorded, unrecorded] = await openMessages();

    expect(within(walt!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(unrecorded!).queryByRole('button')).not.toBeInTheDocument();
    const play = await within(recorded!).findByRole('button', { name: /^Play your voice: In Dundee/ });
    expect(play).toHaveTextContent('Play');

    play.focus();
    await userEvent.keyboard('{Enter}');

    expect(played).toEqual([{ src: `${window.location.origin}${clip.audioUrl}`, currentTime: 4 }]);
    const pause = within(recorded!).getByRole('button', { name: 'Pause' });
    expect(pause).toHaveFocus();

    await userEvent.click(pause);
    expect(within(recorded!).getByRole('button', { name: /^Play your voice/ })).toBeInTheDocument();
  });

  it('pauses at the end of the passage', async () => {
    await openApp('/conversations/c1', {
      'GET /api/conversations/c1': { body: conversation },
      'GET /api/conversations/c1/recordings': { body: { segments: [], clips: [clip] } },
    });
    const [, recorded] = await openMessages();
    await userEvent.click(await within(recorded!).findByRole('button', { name: /^Play/ }));
    expect(within(recorded!).getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    const audio = vi.mocked(HTMLMediaElement.prototype.play).mock.contexts[0] as HTMLMediaElement;
    audio.currentTime = 9.6;
    audio.dispatchEvent(new Event('timeupdate'));

    expect(await within(recorded!).findByRole('button', { name: /^Play/ })).toBeInTheDocument();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });

  it('shows no Play button when the recordings cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = await openApp('/conversations/c1', {
      'GET /api/conversations/c1': { body: conversation },
      'GET /api/conversations/c1/recordings': { status: 500, body: { error: 'Internal Server Error' } },
    });
    await openMessages();
    await vi.waitFor(() => expect(calls.some((call) => call.url.endsWith('/recordings'))).toBe(true));

    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
    expect(screen.getByText('In Dundee, above the baker on Hilltown.')).toBeInTheDocument();
  });

  it("does not read the recordings on an administrator's view of the conversation", async () => {
    const { calls } = await openAdmin('/admin/conversations/c1', {
      'GET /api/admin/conversations/c1': { body: conversation },
    });
    await openMessages();

    expect(calls.some((call) => call.url.endsWith('/recordings'))).toBe(false);
    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
  });
});
