import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openApp } from '@/test/render-app';
import { aMemory, STORY_ID } from '../test-fixtures.ts';

describe('"Your life so far" is linked', () => {
  it('from the dashboard, and the link opens the page', async () => {
    const { router } = await openApp('/app', {
      'GET /api/conversations': { body: [] },
      'GET /api/stories': { body: [] },
      'GET /api/memory': { body: aMemory() },
    });

    const link = await screen.findByRole('link', { name: 'Your life so far' });
    expect(link).toHaveAttribute('href', '/app/memory');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your life so far' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/memory');
  });

  it('from the story page', async () => {
    const story = {
      id: STORY_ID,
      userId: 'user-1',
      title: 'Filey days',
      createdAt: '2025-02-01T09:00:00.000Z',
      updatedAt: '2025-02-01T09:00:00.000Z',
      textEntries: [],
    };
    await openApp(`/story/${STORY_ID}`, {
      [`GET /api/stories/${STORY_ID}`]: { body: story },
      [`GET /api/stories/${STORY_ID}/step-completions`]: { body: [] },
      'GET /api/notes': { body: [] },
      'GET /api/research': { body: [] },
      [`GET /api/artefacts/story/${STORY_ID}/formats`]: { body: [] },
      [`GET /api/artefacts/story/${STORY_ID}`]: { body: { artefacts: [], pendingJobs: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Filey days' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Your life so far' })).toHaveAttribute(
      'href',
      '/app/memory',
    );
  });
});
