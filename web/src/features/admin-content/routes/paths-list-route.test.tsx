import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAdmin } from '@/test/render-app';
import { aPath, expectEmptyListOffer } from '../test-fixtures.ts';

const long = 'Mark complete once the narrator has named their first school and one teacher.';

describe('paths list', () => {
  it('shows each path with its question count and exit criteria cut to 50 characters, or None', async () => {
    await openAdmin('/admin/paths', {
      'GET /api/paths': {
        body: [aPath({ exitCriteria: long }), aPath({ id: 'path-2', name: 'family', questions: [] })],
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Paths Management' })).toBeInTheDocument();
    const [, first, second] = await screen.findAllByRole('row');
    expect(within(first as HTMLElement).getByText(`${long.slice(0, 50)}...`)).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Path' })).toHaveAttribute('href', '/admin/paths/new');
  });

  it('shows the full exit criteria in a tooltip', async () => {
    const { user } = await openAdmin('/admin/paths', {
      'GET /api/paths': { body: [aPath({ exitCriteria: long })] },
    });

    await user.hover(await screen.findByText(`${long.slice(0, 50)}...`));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
  });

  it('offers Create First Path when there are none', async () => {
    await expectEmptyListOffer('paths', 'No paths created yet', 'Create First Path');
  });

  it('deletes a path after confirmation and reads the list again', async () => {
    let listed = [aPath()];
    const { calls, user } = await openAdmin('/admin/paths', {
      'GET /api/paths': () => ({ body: listed }),
      'DELETE /api/paths/path-school': () => {
        listed = [];
        return { status: 204 };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete path schoolDays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('This action cannot be undone. This will permanently delete the path.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No paths created yet')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says when a duplicate fails, with the server’s reason', async () => {
    const { user } = await openAdmin('/admin/paths', {
      'GET /api/paths': { body: [aPath()] },
      'POST /api/paths/path-school/duplicate': { status: 500, body: { error: 'Table unavailable' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Duplicate path schoolDays' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to duplicate path');
    expect(alert).toHaveTextContent('Table unavailable');
  });

  it('shows the load error with a retry that reads the list again', async () => {
    let fail = true;
    const { user } = await openAdmin('/admin/paths', {
      'GET /api/paths': () => (fail ? { status: 500, body: {} } : { body: [aPath()] }),
    });

    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Failed to fetch paths');
    expect(alert).toHaveTextContent('Request failed');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(screen.getByRole('link', { name: 'schoolDays' })).toBeInTheDocument());
  });
});
