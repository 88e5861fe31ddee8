import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp } from '@/test/render-app';

const story = {
  id: 'story-0000-recipes',
  userId: 'user-1',
  title: 'New Family Recipes',
  journeyName: 'Family Recipes',
  preview: 'Grandmother kneaded the dough on Sundays.',
  entryCount: 3,
  createdAt: '2025-02-01T09:00:00.000Z',
  updatedAt: '2025-03-14T09:00:00.000Z',
};

describe('dashboard stories grid', () => {
  it('greets the narrator, offers Make something new, and shows each story card from one request', async () => {
    const { calls } = await openApp('/app', {
      'GET /api/conversations': { body: [] },
      'GET /api/stories': { body: [story] },
    });

    expect(await screen.findByRole('link', { name: 'Make something new' })).toHaveAttribute(
      'href',
      '/create-story',
    );
    const region = screen.getByRole('region', { name: 'Your stories' });
    const card = await within(region).findByRole('link', { name: /New Family Recipes/ });
    expect(card).toHaveAttribute('href', '/story/story-0000-recipes');
    expect(card).toHaveTextContent('Family Recipes');
    expect(card).toHaveTextContent('Grandmother kneaded the dough on Sundays.');
    expect(card).toHaveTextContent('3 entries');
    expect(card).toHaveTextContent(/Updated .*2025/);
    expect(calls.filter(({ url }) => url.startsWith('/api/stories'))).toHaveLength(1);
  });

  it('says when there are no stories yet', async () => {
    await openApp('/app', {
      'GET /api/conversations': { body: [] },
      'GET /api/stories': { body: [] },
    });
    expect(
      await screen.findByText('You have no stories yet. Make something new to begin one.'),
    ).toBeInTheDocument();
  });

  it('says the stories could not be loaded, with a retry', async () => {
    await openApp('/app', {
      'GET /api/conversations': { body: [] },
      'GET /api/stories': { status: 403, body: { error: 'Forbidden' } },
    });
    expect(await screen.findByText('Your stories could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
