import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAdmin } from '@/test/render-app';
import { aJourney, aStep, layOutSortableRows } from '../test-fixtures.ts';

const life = aJourney({
  id: 'j-life',
  name: 'Your Life Story',
  featured: true,
  featuredOrder: 0,
  steps: [aStep(), aStep({ id: 's2', order: 1 }), aStep({ id: 's3', order: 2, stepType: 'research' })],
});
const war = aJourney({ id: 'j-war', name: 'Wartime childhood', featured: true, featuredOrder: 1 });
const wedding = aJourney({ id: 'j-wedding', name: 'Our wedding', paths: [] });

const names = () =>
  within(screen.getByRole('list', { name: 'Featured Journeys' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByText(/./)[0]?.textContent);

describe('featured journeys', () => {
  it('lists the featured journeys in order with their guided interview counts', async () => {
    await openAdmin('/admin/featured-journeys', { 'GET /api/journeys': { body: [war, wedding, life] } });

    await screen.findByRole('list', { name: 'Featured Journeys' });
    expect(names()).toEqual(['Your Life Story', 'Wartime childhood']);
    expect(screen.getByText('2 guided interviews')).toBeInTheDocument();
    expect(screen.getByText('1 guided interview')).toBeInTheDocument();
  });

  it('moves a row by keyboard at once, and puts it back when the reorder fails', async () => {
    layOutSortableRows();
    let answer = () => ({ status: 500, body: { error: 'Table unavailable' } });
    const { calls, user } = await openAdmin('/admin/featured-journeys', {
      'GET /api/journeys': { body: [life, war] },
      'PATCH /api/journeys/featured/reorder': () => answer(),
    });
    await screen.findByRole('list', { name: 'Featured Journeys' });

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failing = answer;
    answer = () => held.then(failing) as never;
    screen.getByRole('button', { name: 'Drag Your Life Story to reorder' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    await waitFor(() => expect(names()).toEqual(['Wartime childhood', 'Your Life Story']));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ journeyIds: ['j-war', 'j-life'] });
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reorder journeys');
    await waitFor(() => expect(names()).toEqual(['Your Life Story', 'Wartime childhood']));
  });

  it('flips Coming Soon at once and back when the call fails', async () => {
    const { user } = await openAdmin('/admin/featured-journeys', {
      'GET /api/journeys': { body: [life, war] },
      'PATCH /api/journeys/j-war/coming-soon': { status: 500, body: { error: 'Table unavailable' } },
    });

    const toggle = await screen.findByRole('switch', { name: 'Coming Soon: Wartime childhood' });
    await user.click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update coming soon status');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Coming Soon: Wartime childhood' })).not.toBeChecked(),
    );
  });

  it('adds a journey from the dialog, which lists only the journeys not featured', async () => {
    let list = [life, war, wedding];
    const { calls, user } = await openAdmin('/admin/featured-journeys', {
      'GET /api/journeys': () => ({ body: list }),
      'PATCH /api/journeys/j-wedding/featured': () => {
        list = [life, war, { ...wedding, featured: true, featuredOrder: 2 }];
        return { body: list[2] };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Add Journey' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Add Our wedding' }));

    await waitFor(() => expect(names()).toEqual(['Your Life Story', 'Wartime childhood', 'Our wedding']));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ featured: true });
    await user.click(screen.getByRole('button', { name: 'Add Journey' }));
    expect(await screen.findByText('All journeys are already featured')).toBeInTheDocument();
  });

  it('shows No featured journeys yet, and a failed removal', async () => {
    const { user } = await openAdmin('/admin/featured-journeys', {
      'GET /api/journeys': { body: [war] },
      'PATCH /api/journeys/j-war/featured': { status: 500, body: {} },
    });

    await user.click(
      await screen.findByRole('button', { name: 'Remove Wartime childhood from featured journeys' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove featured journey');
  });

  it('says No featured journeys yet when none are featured', async () => {
    await openAdmin('/admin/featured-journeys', { 'GET /api/journeys': { body: [wedding] } });
    expect(await screen.findByText('No featured journeys yet')).toBeInTheDocument();
  });
});
