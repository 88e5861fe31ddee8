import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Story } from '#shared/schemas/story.ts';
import { mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** A story with one spoken memo whose recording is kept. */
export const aStory = (overrides: Partial<Story> = {}): Story => ({
  id: 'story-0000-harbour',
  userId: 'user-1',
  title: 'Story from 2025-03-01',
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-02T09:00:00.000Z',
  storyPathCompletions: [],
  textEntries: [],
  voiceMemoEntries: [
    {
      id: 'memo-1-harbour',
      content: 'We watched the boats come in at Whitby.',
      createdAt: '2025-03-02T09:00:00.000Z',
      hasRecording: true,
      recordingUrl: 'https://media.example.com/recordings/memo-1.webm?signature=abc',
    },
  ],
  transcriptEntries: [],
  ...overrides,
});

export const TRANSCRIPT = 'I grew up by the sea in Whitby.';

export const created = aStory({ id: 'story-0000-new', voiceMemoEntries: [] });
export const transcribed = { body: { transcript: TRANSCRIPT, recordingId: 'rec-0001' } };
type Routes = Parameters<typeof mockApi>[0];

/** The API of a new spoken story: the session, the transcription, the story's creation and its memo. */
export const withApi = (extra: Routes = {}) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'POST /api/stories/transcribe': transcribed,
    'POST /api/stories': { status: 201, body: created },
    [`POST /api/stories/${created.id}/voice-memo-entries`]: ({ body }) => ({
      status: 201,
      body: { ...(body as object), createdAt: '2025-03-03T09:00:00.000Z' },
    }),
    ...extra,
  });

/** The tell-story screen (at `path`) on the API of `withApi(extra)`: its calls, the router and a user. */
export const openTellStory = async (extra: Routes = {}, path = '/tell-story') => {
  const api = withApi(extra);
  const view = await renderApp(path);
  return { ...api, ...view, user: userEvent.setup() };
};

export const toggle = () => screen.getByRole('button', { name: /recording|Transcribing/ });
export const alert = () => screen.findByRole('alert');

/** Records and stops; the transcript is answered by the API table. */
export const recordOnce = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Start recording' }));
  await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
};
