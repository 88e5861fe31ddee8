import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/test/mock-api';
import { openApp } from '@/test/render-app';

const at = '2025-02-01T09:00:00.000Z';
const journey = (id: string, name: string, comingSoon = false) => ({
  id,
  name,
  description: `About ${name}`,
  featured: true,
  comingSoon,
  paths: [],
  formats: [],
  steps: [{ id: `${id}-s1`, name: 'First', order: 0, stepType: 'addNotes', stepConfig: {} }],
  createdAt: at,
  updatedAt: at,
});

describe('journey chooser', () => {
  it('lists the featured journeys with Get started or a disabled Coming Soon', async () => {
    await openApp('/create-story', {
      'GET /api/journeys/featured/list': {
        body: [journey('j1', 'Your Life Story'), journey('j2', 'Letters to Grandchildren', true)],
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Journey' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Get started: Your Life Story' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Coming Soon: Letters to Grandchildren' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Learn More About Journeys' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    expect(document.title).toBe('Choose Your Journey · Walt');
  });

  it('creates the story on the journey and opens it', async () => {
    const { calls, router } = await openApp('/create-story', {
      'GET /api/journeys/featured/list': { body: [journey('j1', 'Your Life Story')] },
      'POST /api/stories': {
        status: 201,
        body: { id: 'story-new', userId: 'user-1', createdAt: at, updatedAt: at },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Get started: Your Life Story' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/story/story-new'));
    expect(calls.find(({ method }) => method === 'POST')?.body).toEqual({ journeyId: 'j1' });
  });

  it('shows the refusal when the story cannot be created', async () => {
    await openApp('/create-story', {
      'GET /api/journeys/featured/list': { body: [journey('j1', 'Your Life Story')] },
      'POST /api/stories': {
        status: 409,
        body: { error: 'This journey is coming soon and cannot be started yet.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Get started: Your Life Story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This journey is coming soon and cannot be started yet.',
    );
  });

  it('says so when no journey is featured', async () => {
    await openApp('/create-story', {
      'GET /api/auth/status': signedInAs(),
      'GET /api/journeys/featured/list': { body: [] },
    });
    expect(
      await screen.findByText('No journeys are available yet. Please come back soon.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the journeys cannot be loaded', async () => {
    let fail = true;
    await openApp('/create-story', {
      'GET /api/journeys/featured/list': () =>
        fail ? { status: 403, body: { error: 'Forbidden' } } : { body: [journey('j1', 'Your Life Story')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The journeys could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Get started: Your Life Story' })).toBeInTheDocument();
  });
});
