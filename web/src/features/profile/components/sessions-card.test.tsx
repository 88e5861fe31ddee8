import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProfile } from '@/test/mock-api';
import { openApp } from '@/test/render-app';

const HERE = {
  id: 'here-0000000000000000000',
  device: 'Firefox on Windows',
  place: '203.0.113.x',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-26T09:00:00.000Z',
  current: true,
};
const PHONE = {
  id: 'phone-000000000000000000',
  device: 'Safari on iPhone',
  place: '2001:db8:aaaa::/48',
  createdAt: '2026-11-21T10:00:00.000Z',
  lastSeenAt: '2026-11-25T09:00:00.000Z',
  current: false,
};

const card = async () =>
  within((await screen.findByRole('heading', { name: 'Your sessions' })).closest('section')!);

describe('"Your sessions" on /profile (issue 23, M6)', () => {
  it('lists each session with its device and network, marks this device, and ends another one', async () => {
    // Prepare
    let sessions = [HERE, PHONE];
    const { calls, user } = await openApp('/profile', {
      'GET /api/profile': aProfile(),
      'GET /api/account/sessions': () => ({ body: sessions }),
      [`DELETE /api/account/sessions/${PHONE.id}`]: () => {
        sessions = [HERE];
        return { body: { message: 'The session has ended.' } };
      },
    });
    const section = await card();
    // Assess the list
    const rows = await section.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Firefox on Windows')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Near 203.0.113.x')).toBeInTheDocument();

    expect(within(rows[1]!).getByText('Near 2001:db8:aaaa::/48')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Last active /)).toBeInTheDocument();
    // Act
    await user.click(within(rows[1]!).getByRole('button', { name: 'End session' }));
    // Assess
    expect(await section.findByRole('status')).toHaveTextContent('The session has ended.');
    await waitFor(() => expect(section.getAllByTestId('session-row')).toHaveLength(1));
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith(`/sessions/${PHONE.id}`))).toBe(
      true,
    );
  });

  it('ending this device’s own session signs out here and goes to the landing page', async () => {
    const { calls, router, user } = await openApp('/profile', {
      'GET /api/profile': aProfile(),
      'GET /api/account/sessions': { body: [HERE, PHONE] },
      [`DELETE /api/account/sessions/${HERE.id}`]: { body: { message: 'The session has ended.' } },
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
    });
    const section = await card();
    const rows = await section.findAllByTestId('session-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith(`/sessions/${HERE.id}`))).toBe(
      true,
    );
  });

  it('says so when the sessions cannot be loaded or one cannot be ended', async () => {
    const { user } = await openApp('/profile', {
      'GET /api/profile': aProfile(),
      'GET /api/account/sessions': { body: [HERE, PHONE] },
      [`DELETE /api/account/sessions/${PHONE.id}`]: { status: 404, body: { error: 'Session not found' } },
    });
    const section = await card();
    const rows = await section.findAllByTestId('session-row');
    await user.click(within(rows[1]!).getByRole('button', { name: 'End session' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Session not found');
  });
});
