import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aJourneyStory, STORY_ID, withStoryPage } from '../test-fixtures.ts';

const at = '2025-02-01T09:00:00.000Z';
const story = aJourneyStory({
  transcriptEntries: [
    {
      id: 'conv-1',
      conversationId: 'conv-1',
      createdAt: at,
      messageCount: 2,
      transcript: [
        { role: 'assistant', content: 'Where did you grow up?' },
        { role: 'user', content: 'In Halifax, above a bakery.' },
      ],
    },
  ],
});
const conversation = {
  id: 'conv-1',
  userId: 'user-1',
  type: 'interview',
  status: 'completed',
  messageCount: 2,
  createdAt: at,
  updatedAt: at,
  messages: [
    { id: 'm1', role: 'assistant', content: 'Where did you grow up?' },
    { id: 'm2', role: 'user', content: 'In Halifax, above a bakery.' },
  ],
};
const clip = { messageId: 'm2', audioUrl: '/_blobs/calls/conv-1/00000.webm', startSeconds: 1, endSeconds: 4 };

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const openTranscript = async () => {
  const panel = await screen.findByRole('tabpanel');
  await userEvent.click(await within(panel).findByRole('button', { name: 'Show the whole conversation' }));
  return panel;
};

describe("story page: the narrator's voice in the transcripts (issue 26)", () => {
  it('shows "Play" beside the narrator\'s recorded turn once the conversation is opened', async () => {
    const { calls } = withStoryPage(story, {
      'GET /api/conversations/conv-1/recordings': { body: { segments: [], clips: [clip] } },
      'GET /api/conversations/conv-1': { body: conversation },
    });
    await renderApp(`/story/${STORY_ID}?tab=transcripts`);
    expect(calls.some((call) => call.url.endsWith('/recordings'))).toBe(false);

    const panel = await openTranscript();

    const play = await within(panel).findByRole('button', {
      name: 'Play your voice: In Halifax, above a bakery.',
    });
    expect(within(panel).getAllByRole('button', { name: /^Play/ })).toHaveLength(1);
    await userEvent.click(play);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(within(panel).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('shows the turns without Play when the conversation has no recording', async () => {
    const { calls } = withStoryPage(story, {
      'GET /api/conversations/conv-1/recordings': { body: { segments: [], clips: [] } },
    });
    await renderApp(`/story/${STORY_ID}?tab=transcripts`);
    const panel = await openTranscript();

    expect(await within(panel).findByText('In Halifax, above a bakery.')).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.some((call) => call.url.endsWith('/recordings'))).toBe(true));
    expect(within(panel).queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/conversations/conv-1')).toBe(false);
  });
});
