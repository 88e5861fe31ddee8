import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProfile, mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const profilePage = (keepCallRecordings: boolean, deleted: { status: number; body?: unknown }) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'GET /api/account/sessions': { body: [] },
    'GET /api/profile': aProfile({ keepCallRecordings }),
    'DELETE /api/profile/call-recordings': deleted,
    'PUT /api/profile/permissions': ({ body }) =>
      aProfile((body as { permissions: Record<string, boolean> }).permissions),
  });

describe('profile: call recordings (issue 26)', () => {
  it('offers no deletion while the narrator keeps recordings of their voice', async () => {
    profilePage(true, { status: 204 });
    await renderApp('/profile');
    expect(
      await screen.findByRole('switch', { name: /Keep recordings of my voice from calls/ }),
    ).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Delete my call recordings' })).not.toBeInTheDocument();
  });

  it('asks first, then deletes every call recording and says so', async () => {
    const { calls } = profilePage(false, { status: 204 });
    await renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my call recordings' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete my call recordings' });
    expect(dialog).toHaveTextContent(
      'Delete every recording of your voice from your calls? The transcripts stay. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your call recordings are deleted.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/profile/call-recordings',
    ]);
  });

  it('says when the deletion failed', async () => {
    profilePage(false, { status: 500, body: { error: 'Internal Server Error' } });
    await renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my call recordings' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete your call recordings');
  });

  it('offers the deletion once keeping recordings is turned off and saved', async () => {
    profilePage(true, { status: 204 });
    await renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Keep recordings of my voice from calls/ }));
    expect(screen.queryByRole('button', { name: 'Delete my call recordings' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByRole('button', { name: 'Delete my call recordings' })).toBeInTheDocument();
  });
});
