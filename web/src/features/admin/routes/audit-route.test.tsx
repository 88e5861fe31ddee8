import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAdmin } from '@/test/render-app';
import { expectRetryAfterFailure } from '../test-fixtures.ts';

const entry = (index: number, overrides: Record<string, unknown> = {}) => ({
  id: `audit-${index}`,
  at: '2025-03-01T10:00:00.000Z',
  actorId: 'admin-1',
  actorEmail: 'root@example.com',
  action: index === 0 ? 'admin.deleteUser' : `admin.readUserStories`,
  targetUserId: `user-${index}`,
  target: JSON.stringify({ id: `user-${index}` }),
  ...(index === 0 ? { detail: 'removed 3 stories' } : {}),
  ...overrides,
});

describe('admin audit trail', () => {
  it('lists the entries newest first and loads more while the trail goes on', async () => {
    const { calls, user } = await openAdmin('/admin/audit', {
      'GET /api/admin/audit': ({ url }) => {
        const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
        return cursor === 'page-2'
          ? { body: { entries: [entry(2, { actorEmail: '' })] } }
          : { body: { entries: [entry(0), entry(1)], nextCursor: 'page-2' } };
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Trail' })).toBeInTheDocument();
    for (const column of ['When', 'Who', 'What', 'Target', 'Detail'])
      expect(await screen.findByRole('columnheader', { name: column })).toBeInTheDocument();
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText('root@example.com')).toBeInTheDocument();
    expect(within(first).getByText('admin.deleteUser')).toBeInTheDocument();
    expect(within(first).getByText('id: user-0')).toBeInTheDocument();
    expect(within(first).getByText('removed 3 stories')).toBeInTheDocument();
    expect(
      within(first).getByText(new Date('2025-03-01T10:00:00.000Z').toLocaleString()),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain('limit=50');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // An entry without the admin's email shows the admin's id.
    expect(await screen.findByText('admin-1')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);
    expect(calls.at(-1)?.url).toContain('cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when no admin has done anything yet', async () => {
    await openAdmin('/admin/audit', {
      'GET /api/admin/audit': { body: { entries: [] } },
    });
    expect(await screen.findByText('No admin activity yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows Failed to fetch audit trail with a retry that fetches again', async () => {
    await expectRetryAfterFailure({
      path: '/admin/audit',
      call: 'GET /api/admin/audit',
      answer: () => ({ body: { entries: [entry(0)] } }),
      failed: 'Failed to fetch audit trail',
      shownAfter: 'admin.deleteUser',
    });
  }, 15_000);

  it('is in the sidebar after Formats, marked as the current page', async () => {
    await openAdmin('/admin/audit', {
      'GET /api/admin/audit': { body: { entries: [] } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Audit Trail' })).toHaveAttribute('aria-current', 'page'),
    );
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Audit Trail')).toBe(names.indexOf('Formats') + 1);
  });
});
