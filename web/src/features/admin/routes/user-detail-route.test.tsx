import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAdmin } from '@/test/render-app';

/** An administrator, with two-factor sign-in on as the admin area requires (issue 23, M7). */
const nora = (overrides: Record<string, unknown> = {}) => ({
  id: 'user-nora',
  name: 'Nora',
  email: 'nora@example.com',
  createdAt: '2025-03-01T10:00:00.000Z',
  isAdmin: false,
  grantedPermissions: { canSeeProgress: false, canSeeTranscripts: false },
  ...overrides,
});
const refused = (text: string) => ({ status: 403, body: { error: text } });

describe('admin user detail', () => {
  it('shows the consent texts on every card the user has not granted', async () => {
    await openAdmin('/admin/users/user-nora', {
      'GET /api/admin/users/user-nora': { body: nora() },
      'GET /api/admin/users/user-nora/progress': refused(
        'This user has not granted permission to view their progress.',
      ),
      'GET /api/admin/users/user-nora/conversations': refused('x'),
      'GET /api/admin/users/user-nora/stories': refused('x'),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nora' })).toBeInTheDocument();
    expect(screen.getByText('nora@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^Member since/)).toBeInTheDocument();
    expect(
      await screen.findByText('This user has not granted permission to view their progress.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('This user has not granted permission to view their conversations.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('This user has not granted permission to view their stories.'),
    ).toBeInTheDocument();
  });

  it('lists the timeline, conversations with message counts and stories when granted', async () => {
    await openAdmin('/admin/users/user-nora', {
      'GET /api/admin/users/user-nora': { body: nora({ name: '' }) },
      'GET /api/admin/users/user-nora/progress': {
        body: {
          steps: [
            { sessionType: 'gettingToKnowYou', title: 'Getting to know you', state: 'completed' },
            { sessionType: 'discoveringShape', title: 'Discovering the shape', state: 'inProgress' },
          ],
          allDone: false,
        },
      },
      'GET /api/admin/users/user-nora/conversations': {
        body: [
          {
            id: 'conv-1',
            userId: 'user-nora',
            type: 'interview',
            title: 'The farm',
            status: 'completed',
            messageCount: 12,
            createdAt: '2025-03-01T10:00:00.000Z',
            updatedAt: '2025-03-01T10:00:00.000Z',
          },
        ],
      },
      'GET /api/admin/users/user-nora/stories': {
        body: [
          {
            id: 'story-1',
            userId: 'user-nora',
            title: 'My story',
            displayName: 'The bees',
            createdAt: '2025-03-01T10:00:00.000Z',
            updatedAt: '2025-03-01T10:00:00.000Z',
            storyPathCompletions: [],
            textEntries: [],
            voiceMemoEntries: [],
            transcriptEntries: [],
          },
        ],
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Unnamed User' })).toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'The farm' })).toHaveAttribute(
      'href',
      '/admin/users/user-nora/conversations/conv-1',
    );
    expect(screen.getByText('12 messages')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'The bees' })).toHaveAttribute(
      'href',
      '/admin/users/user-nora/stories/story-1',
    );
  });

  it('shows the server’s reason when revoking the last administrator fails', async () => {
    await openAdmin('/admin/users/user-nora', {
      'GET /api/admin/users/user-nora': { body: nora({ isAdmin: true }) },
      'GET /api/admin/users/user-nora/progress': refused('x'),
      'GET /api/admin/users/user-nora/conversations': refused('x'),
      'GET /api/admin/users/user-nora/stories': refused('x'),
      'PUT /api/admin/users/user-nora/admin': {
        status: 409,
        body: {
          error: 'The last administrator cannot be revoked: make another user an administrator first.',
        },
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Revoke Admin Rights' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last administrator cannot be revoked: make another user an administrator first.',
    );
    expect(screen.getByRole('button', { name: 'Revoke Admin Rights' })).toBeInTheDocument();
  });

  it('falls back to Failed to update admin status when the answer names no error', async () => {
    await openAdmin('/admin/users/user-nora', {
      'GET /api/admin/users/user-nora': { body: nora() },
      'GET /api/admin/users/user-nora/progress': refused('x'),
      'GET /api/admin/users/user-nora/conversations': refused('x'),
      'GET /api/admin/users/user-nora/stories': refused('x'),
      'PUT /api/admin/users/user-nora/admin': { status: 500, body: {} },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Failed to update admin status|Request failed/,
    );
  });

  it('deletes after the exact confirmation and returns to /admin/users', async () => {
    const { calls, router, user } = await openAdmin('/admin/users/user-nora', {
      'GET /api/admin/users/user-nora': { body: nora() },
      'GET /api/admin/users/user-nora/progress': refused('x'),
      'GET /api/admin/users/user-nora/conversations': refused('x'),
      'GET /api/admin/users/user-nora/stories': refused('x'),
      'DELETE /api/admin/users/user-nora': { status: 204 },
      'GET /api/admin/users': { body: { users: [], total: 0, page: 1, limit: 50 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete User' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete this user? This action is irreversible and will permanently delete all user data including conversations.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('ends all of the user’s sessions and resets their two-factor sign-in, each after a confirmation (issue 23)', async () => {
    const { calls, user } = await openAdmin('/admin/users/user-nora', {
      'GET /api/admin/users/user-nora': { body: nora() },
      'GET /api/admin/users/user-nora/progress': refused('x'),
      'GET /api/admin/users/user-nora/conversations': refused('x'),
      'GET /api/admin/users/user-nora/stories': refused('x'),
      'POST /api/admin/users/user-nora/end-sessions': { body: { message: 'Ended 2 sessions.' } },
      'POST /api/admin/users/user-nora/reset-two-factor': {
        status: 409,
        body: { error: 'This user has not turned on two-factor sign-in.' },
      },
    });
    const posts = () => calls.filter((call) => call.method === 'POST').map((call) => call.url);
    // Cancel sends nothing.
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText(/Sign this user out everywhere\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText(/Sign this user out everywhere\?/)).not.toBeInTheDocument(),
    );
    expect(posts()).toEqual([]);
    // Confirmed, the sessions end and the answer shows.
    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all sessions' });
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('Ended 2 sessions.')).toBeInTheDocument();
    // The reset asks first too, and a refusal shows the server's reason.
    await user.click(screen.getByRole('button', { name: 'Reset two-factor sign-in' }));
    const resetDialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in' });
    expect(within(resetDialog).getByText(/lost their phone and recovery codes/)).toBeInTheDocument();
    await user.click(within(resetDialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This user has not turned on two-factor sign-in.',
    );
    expect(posts().map((url) => new URL(url, 'http://localhost').pathname)).toEqual([
      '/api/admin/users/user-nora/end-sessions',
      '/api/admin/users/user-nora/reset-two-factor',
    ]);
  });

  it('says User not found for a missing user', async () => {
    await openAdmin('/admin/users/nobody', {
      'GET /api/admin/users/nobody': { status: 404, body: { error: 'User not found' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });
});
