import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, signedInAs } from '@/test/mock-api';
import { openAdmin, openScreen } from '@/test/render-app';
import { expectRetryAfterFailure } from '../test-fixtures.ts';

/** 120 users, listed newest first by the server; the mock answers the asked page and filters. */
const listed = Array.from({ length: 120 }, (_, index) => ({
  id: `user-${index}`,
  name: index === 0 ? '' : `Person ${index}`,
  email: `person-${index}@example.com`,
  createdAt: '2025-03-01T10:00:00.000Z',
  isAdmin: index % 10 === 0,
  grantedPermissions: { canSeeProgress: true, canSeeTranscripts: index % 2 === 0 },
}));

const usersApi = ({ url }: { url: string }) => {
  const query = new URL(url, 'http://localhost').searchParams;
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  const role = query.get('role');
  const transcripts = query.get('transcripts');
  const selected = listed.filter(
    (user) =>
      (role === 'all' || (role === 'admins') === user.isAdmin) &&
      (transcripts === 'all' || (transcripts === 'public') === user.grantedPermissions.canSeeTranscripts),
  );
  return {
    body: { users: selected.slice((page - 1) * limit, page * limit), total: selected.length, page, limit },
  };
};

describe('admin users list', () => {
  it('shows the columns, pages 50 at a time and disables Previous and Next at the ends', async () => {
    const { calls, user } = await openAdmin('/admin/users', { 'GET /api/admin/users': usersApi });

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    for (const column of ['Name', 'Email', 'Created At', 'Admin Status', 'Transcripts'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    const first = screen.getByRole('row', { name: 'person-0@example.com' });
    expect(within(first).getByText('N/A')).toBeInTheDocument();
    expect(within(first).getByText('Admin')).toBeInTheDocument();
    expect(within(first).getByText('Public')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: 'person-1@example.com' })).getByText('Private'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 20);
    expect(calls.at(-1)?.url).toContain('page=3&limit=50');
  });

  it('filters on the server and goes back to page 1', async () => {
    const { calls, user } = await openAdmin('/admin/users', { 'GET /api/admin/users': usersApi });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admins Only');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transcripts filter' }), 'Public Only');

    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain('role=admins&transcripts=public');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 12);
  });

  it('opens a user on row click', async () => {
    const { router } = await openAdmin('/admin/users', { 'GET /api/admin/users': usersApi });
    await userEvent.setup().click(await screen.findByRole('row', { name: 'person-3@example.com' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/user-3'));
  });

  it('shows Failed to fetch users with a retry that fetches again', async () => {
    await expectRetryAfterFailure({
      path: '/admin/users',
      call: 'GET /api/admin/users',
      answer: usersApi,
      failed: 'Failed to fetch users',
      shownAfter: 'Page 1 of 3',
    });
  }, 15_000);

  it('sends a non-admin back to /app, and shows the sidebar to an admin', async () => {
    const { router } = await openScreen('/admin/users', {
      'GET /api/auth/status': signedInAs(aUser()),
      'GET /api/conversations': { body: [] },
      'GET /api/stories': { body: [] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });
});
