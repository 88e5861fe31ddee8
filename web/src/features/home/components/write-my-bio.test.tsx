import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const at = '2025-02-01T09:00:00.000Z';
const allDone = ['gettingToKnowYou', 'discoveringShape', 'exploringCore', 'contextAndDetails'].map(
  (sessionType, index) => ({
    id: `c${index}`,
    sessionType,
    status: 'completed',
    createdAt: at,
    messageCount: 2,
  }),
);
const card = (id: string, title: string) => ({
  id,
  userId: 'user-1',
  title,
  entryCount: 1,
  createdAt: at,
  updatedAt: at,
});
const format = {
  id: 'format-biography',
  name: 'Biography',
  icon: 'books',
  contentScope: 'all',
  createdAt: at,
};

const dashboard = (stories: ReturnType<typeof card>[], extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'GET /api/conversations': { body: allDone },
    'GET /api/stories': { body: stories },
    'GET /api/formats/format-biography': { body: format },
    'POST /api/artefacts/generate': { status: 202, body: { jobId: 'job-1' } },
    'GET /api/artefacts/job/job-1': { body: { job: { jobId: 'job-1', status: 'pending' } } },
    ...extra,
  });

describe('Write My Bio', () => {
  it('opens the Biography format for the newest story and starts writing at once', async () => {
    const { calls } = dashboard([card('story-new', 'Summer of 1962'), card('story-old', 'Childhood')]);
    const { router } = await renderApp('/app');

    await userEvent.click(await screen.findByRole('button', { name: 'Write My Bio' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/story/story-new/format/format-biography'),
    );
    expect(await screen.findByText('Waiting for processor')).toBeInTheDocument();
    expect(calls.find(({ method }) => method === 'POST')?.body).toEqual({
      storyId: 'story-new',
      formatId: 'format-biography',
    });
    expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('keeps the biography under a story titled My Biography when there is one', async () => {
    dashboard([card('story-new', 'Summer of 1962'), card('story-bio', 'My Biography')]);
    const { router } = await renderApp('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'Write My Bio' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/story/story-bio/format/format-biography'),
    );
  });

  it('creates a My Biography story when the narrator has none', async () => {
    const { calls } = dashboard([], {
      'POST /api/stories': {
        status: 201,
        body: { id: 'story-created', userId: 'user-1', title: 'My Biography', createdAt: at, updatedAt: at },
      },
    });
    const { router } = await renderApp('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'Write My Bio' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/story/story-created/format/format-biography'),
    );
    await screen.findByText('Waiting for processor');
    expect(calls.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { title: 'My Biography' },
      { storyId: 'story-created', formatId: 'format-biography' },
    ]);
  });
});
