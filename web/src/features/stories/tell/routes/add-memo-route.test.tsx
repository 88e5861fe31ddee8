import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setDraftOwner } from '@/lib/auth/device-drafts';
import { aUser, mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { draftKeys } from '../lib/draft-keys.ts';
import { fakeMicrophoneForEachTest } from '../test-fakes.ts';
import { aStory, TRANSCRIPT } from '../test-fixtures.ts';

const story = aStory();
type Routes = Parameters<typeof mockApi>[0];

const withStory = (extra: Routes = {}) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    [`GET /api/stories/${story.id}`]: { body: story },
    'POST /api/stories/transcribe': { body: { transcript: TRANSCRIPT, recordingId: 'rec-0002' } },
    [`POST /api/stories/${story.id}/voice-memo-entries`]: ({ body }) => ({
      status: 201,
      body: { ...(body as object), createdAt: '2025-03-03T09:00:00.000Z' },
    }),
    ...extra,
  });

describe('add to a story', () => {
  fakeMicrophoneForEachTest();

  it.each([
    ['/tell-story/{id}', `/tell-story/${story.id}?noteStep=step-5`],
    ['/tell-story?storyId={id}', `/tell-story?storyId=${story.id}&noteStep=step-5`],
  ])('%s records a memo into the existing story and opens it', async (_, path) => {
    const { calls } = withStory();
    const { router } = await renderApp(path);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Add to Your Story' })).toBeInTheDocument();
    expect(document.title).toBe('Add to Your Story · Walt');
    expect(screen.getByRole('link', { name: 'Back to the story' })).toHaveAttribute(
      'href',
      `/story/${story.id}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await screen.findByText(TRANSCRIPT);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/story/${story.id}`), { timeout: 3000 });
    expect(calls.some(({ method, url }) => method === 'POST' && url === '/api/stories')).toBe(false);
    expect(calls.find(({ url }) => url.endsWith('/voice-memo-entries'))?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      content: TRANSCRIPT,
      stepId: 'step-5',
      recordingId: 'rec-0002',
    });
    expect(localStorage.getItem(draftKeys.memo(story.id))).toBeNull();
  });

  it("shows the server's reason when the memo is refused", async () => {
    withStory({
      [`POST /api/stories/${story.id}/voice-memo-entries`]: {
        status: 400,
        body: { error: 'content: Please record or write something before saving.' },
      },
    });
    await renderApp(`/tell-story/${story.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write it yourself' }));
    await user.type(screen.getByRole('textbox', { name: 'Your story' }), 'A few words.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'content: Please record or write something before saving.',
    );
  });
});

describe('add to a story: the story cannot be loaded', () => {
  beforeEach(() => {
    localStorage.clear();
    setDraftOwner(aUser().id);
  });

  it('says Story not found for a story that does not exist, with no recorder', async () => {
    mockApi({
      'GET /api/auth/status': signedInAs(),
      'GET /api/stories/gone': { status: 404, body: { error: 'Story not found' } },
    });
    await renderApp('/tell-story/gone');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Story not found');
    expect(alert).toHaveTextContent(
      'This story may have been deleted or you may not have permission to view it.',
    );
    expect(screen.queryByRole('button', { name: 'Start recording' })).toBeNull();
  });

  it('says so when permission is refused', async () => {
    mockApi({
      'GET /api/auth/status': signedInAs(),
      'GET /api/stories/theirs': { status: 403, body: { error: 'Forbidden' } },
    });
    await renderApp('/tell-story/theirs');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to view this story.',
    );
  });

  it('offers Try Again on any other failure, which reads the story again', { timeout: 15_000 }, async () => {
    let attempts = 0;
    mockApi({
      'GET /api/auth/status': signedInAs(),
      [`GET /api/stories/${story.id}`]: () =>
        ++attempts <= 3 ? { status: 500, body: { error: 'Database unavailable' } } : { body: story },
    });
    await renderApp(`/tell-story/${story.id}`);
    const user = userEvent.setup();

    // Server errors are retried twice (about three seconds) before the screen gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Error loading story: Database unavailable',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeInTheDocument();
  });

  it('names a network failure', { timeout: 15_000 }, async () => {
    mockApi({
      'GET /api/auth/status': signedInAs(),
      [`GET /api/stories/${story.id}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await renderApp(`/tell-story/${story.id}`);

    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'An error occurred while loading the story. Please check your internet connection and try again.',
    );
  });
});
