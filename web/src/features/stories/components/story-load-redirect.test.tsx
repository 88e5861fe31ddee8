import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startEachWithNoDrafts } from '@/test/drafts';
import { mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const ID = 'story-0000-halifax';
const NOT_FOUND =
  'Story not found. This story may have been deleted or you may not have permission to view it.';
const FORBIDDEN = 'You do not have permission to view this story.';

/** Every screen that adds to or edits a story reads it first (part B §2 "Speak and type story entry"). */
const ROUTES = [
  `/tell-story/${ID}`,
  `/tell-story?storyId=${ID}`,
  `/tell-story/${ID}/edit/memo-1`,
  `/type-story/${ID}`,
  `/type-story/${ID}/edit/entry-1`,
];

/** The story's answer, and the dashboard's reads answered empty. */
const withStoryAnswer = (answer: Parameters<typeof mockApi>[0][string]) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    [`GET /api/stories/${ID}`]: answer,
    'GET /api/stories': { body: [] },
    'GET /api/conversations': { body: [] },
  });

describe('a story entry screen whose story cannot be loaded sends the narrator home (part B §8)', () => {
  startEachWithNoDrafts();

  it.each(ROUTES)('%s: a missing story (404) goes home with the spec text', async (path) => {
    withStoryAnswer({ status: 404, body: { error: 'Story not found' } });
    const { router } = await renderApp(path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start recording' })).not.toBeInTheDocument();
  });

  it.each(ROUTES)('%s: a refused story (403) goes home with the spec text', async (path) => {
    withStoryAnswer({ status: 403, body: { error: 'Forbidden' } });
    const { router } = await renderApp(path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
  });

  it('any other failure goes home with "Error loading story: …"', { timeout: 15_000 }, async () => {
    withStoryAnswer({ status: 500, body: { error: 'Database unavailable' } });
    const { router } = await renderApp(`/type-story/${ID}`);

    // Server errors are retried twice (about three seconds) before the screen gives up.
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), { timeout: 8000 });
    expect(await screen.findByText('Error loading story: Database unavailable')).toBeInTheDocument();
  });

  it('no answer at all goes home blaming the connection', { timeout: 15_000 }, async () => {
    withStoryAnswer(() => Promise.reject(new TypeError('Failed to fetch')));
    const { router } = await renderApp(`/tell-story/${ID}/edit/memo-1`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), { timeout: 8000 });
    expect(
      await screen.findByText(
        'An error occurred while loading the story. Please check your internet connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});
