import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, signedInAs, signedOut } from '@/test/mock-api';
import { openApp } from '@/test/render-app';
import { aCircle } from '../test-fixtures.ts';

const preview = { body: { narratorName: 'Ada', relationship: 'daughter', role: 'contributor' } };
const invalid = {
  status: 410,
  body: { error: 'This invitation is no longer valid. Ask Ada to send a new one.' },
};

/** From /login, signs Ruth in and checks she is back on the invitation link, its token (`search`) kept. */
const signInAndComeBack = async (
  user: ReturnType<typeof userEvent.setup>,
  router: Awaited<ReturnType<typeof openApp>>['router'],
  search: string,
) => {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await user.type(await screen.findByLabelText(/Email/), 'ruth@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/family/join'));
  expect(router.state.location.search).toBe(search);
};

describe('/family/join, the invitation link', () => {
  it('shows whose invitation it is, and a visitor signs in and comes back to accept it', async () => {
    const { calls, router } = await openApp('/family/join?token=tok-123', {
      'GET /api/auth/status': signedOut,
      'GET /api/family/invitations/preview': preview,
      'POST /api/auth/login': { body: { user: aUser({ name: 'Ruth' }) } },
      'POST /api/family/invitations/accept': {
        body: { narrator: { id: 'user-ada', name: 'Ada' }, relationship: 'daughter', role: 'contributor' },
      },
      'GET /api/family/shared': { body: { circles: [aCircle()] } },
    });
    expect(
      await screen.findByText('Ada has invited you to read their life story on Walt.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/family/invitations/preview'))?.url).toBe(
      '/api/family/invitations/preview?token=tok-123',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await signInAndComeBack(user, router, '?token=tok-123');

    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shared'));
    expect(calls.find((call) => call.url === '/api/family/invitations/accept')?.body).toEqual({
      token: 'tok-123',
    });
    expect(await screen.findByRole('heading', { name: "Ada's stories" })).toBeInTheDocument();
  });

  it("the header's Sign In from the link also comes back to it", async () => {
    const { router } = await openApp('/family/join?token=tok-9', {
      'GET /api/auth/status': signedOut,
      'GET /api/family/invitations/preview': preview,
      'POST /api/auth/login': { body: { user: aUser({ name: 'Ruth' }) } },
    });
    await screen.findByText('Ada has invited you to read their life story on Walt.');
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' }));
    await signInAndComeBack(user, router, '?token=tok-9');
  });

  it('a visitor who registers through the link comes back to it, not to the privacy preferences', async () => {
    const { router, user } = await openApp('/family/join?token=tok-123', {
      'GET /api/auth/status': signedOut,
      'GET /api/family/invitations/preview': preview,
      'POST /api/auth/register': { status: 201, body: { user: aUser({ name: 'Ruth' }) } },
      'POST /api/auth/login': { body: { user: aUser({ name: 'Ruth' }) } },
    });
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await user.type(await screen.findByLabelText(/Full name/i), 'Ruth Smith');
    await user.type(screen.getByLabelText(/Email/), 'ruth@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password-1');
    await user.click(screen.getByRole('button', { name: /Create/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/family/join'));
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
  });

  it('a used, expired or cancelled link says so in the words of the answer', async () => {
    await openApp('/family/join?token=old', {
      'GET /api/auth/status': signedInAs(),
      'GET /api/family/invitations/preview': invalid,
    });
    expect(
      await screen.findByText('This invitation is no longer valid. Ask Ada to send a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('a link without a token is not valid either', async () => {
    const { calls } = await openApp('/family/join', { 'GET /api/auth/status': signedOut });
    expect(
      await screen.findByText(
        'This invitation is no longer valid. Ask the person who invited you to send a new one.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/family'))).toBe(false);
  });

  it('an accept refused (the link was spent meanwhile) shows why and stays', async () => {
    const { router } = await openApp('/family/join?token=tok-123', {
      'GET /api/family/invitations/preview': preview,
      'POST /api/family/invitations/accept': invalid,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation is no longer valid. Ask Ada to send a new one.',
    );
    expect(router.state.location.pathname).toBe('/family/join');
  });
});
