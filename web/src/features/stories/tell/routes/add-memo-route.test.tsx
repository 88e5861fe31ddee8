import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '@/test/mock-api';
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
