import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS, TWO_FACTOR_TEXTS } from '#shared/texts.ts';
import { aUser } from '@/test/mock-api';
import { openSignedOut } from '../test-fixtures.ts';

const submit = async (password: string, confirmation: string) => {
  const user = userEvent.setup();
  const first = await screen.findByLabelText(/^New password/);
  const second = screen.getByLabelText(/^Confirm new password/);
  await user.clear(first);
  await user.clear(second);
  await user.type(first, password);
  await user.type(second, confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
};

describe('reset password screen', () => {
  it('checks match, then length, then the token, and sends nothing until all pass', async () => {
    const { calls } = await openSignedOut('/reset-password');
    await submit('short', 'other');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await submit('short', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    await submit('long enough', 'long enough');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid reset link');
    expect(calls.some((call) => call.url.endsWith('/reset-password'))).toBe(false);
  });

  it('sends the token from the link and, signed in, goes on from /login to /app', async () => {
    let answer: () => void = () => {};
    const { calls, router } = await openSignedOut('/reset-password?token=abc123', {
      'POST /api/auth/reset-password': () =>
        new Promise((resolve) => (answer = () => resolve({ body: { user: aUser() } }))),
    });
    // The token is read, then taken out of the address bar before anything is typed.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await submit('new-password-1', 'new-password-1');
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(calls.find((call) => call.url.endsWith('/reset-password'))?.body).toEqual({
      token: 'abc123',
      password: 'new-password-1',
    });
  });

  it("shows the server's answer for a spent link, and forgets it once the user leaves", async () => {
    const { router } = await openSignedOut('/reset-password?token=old', {
      'POST /api/auth/reset-password': {
        status: 400,
        body: { error: 'This reset link is invalid or has expired.' },
      },
    });
    await submit('new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('asks a two-factor account for its authentication code and sends it with the same password', async () => {
    // Prepare: the server refuses a reset without the code, then takes a wrong one badly and the right one.
    const { calls, router, user } = await openSignedOut('/reset-password?token=abc123', {
      'POST /api/auth/reset-password': ({ body }) => {
        const sent = body as { code?: string; recoveryCode?: string };
        if (!sent.code && !sent.recoveryCode)
          return { status: 400, body: { error: AUTH_TEXTS.resetCodeRequired } };
        if (sent.code !== '123456') return { status: 401, body: { error: TWO_FACTOR_TEXTS.wrongCode } };
        return { body: { user: aUser() } };
      },
    });
    // Act: no code yet.
    await submit('new-password-1', 'new-password-1');
    // Assess: the server's words, and the field to give the code.
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.resetCodeRequired);
    const field = await screen.findByLabelText(/^Authentication code/);
    // Act: a blank code is caught on the screen; a wrong one is refused and the field stays.
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the 6-digit code from your authenticator app, or a recovery code',
    );
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_TEXTS.wrongCode);
    await user.clear(screen.getByLabelText(/^Authentication code/));
    await user.type(screen.getByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    // Assess: signed in by the reset, with the code sent beside the same token and password.
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    const resets = calls.filter((call) => call.url.endsWith('/reset-password')).map((call) => call.body);
    expect(resets).toEqual([
      { token: 'abc123', password: 'new-password-1' },
      { token: 'abc123', password: 'new-password-1', code: '654321' },
      { token: 'abc123', password: 'new-password-1', code: '123456' },
    ]);
  });

  it('sends a recovery code typed in the authentication code field as a recovery code', async () => {
    const { calls, router } = await openSignedOut('/reset-password?token=abc123', {
      'POST /api/auth/reset-password': ({ body }) =>
        (body as { recoveryCode?: string }).recoveryCode
          ? { body: { user: aUser() } }
          : { status: 400, body: { error: AUTH_TEXTS.resetCodeRequired } },
    });
    await submit('new-password-1', 'new-password-1');
    await userEvent.setup().type(await screen.findByLabelText(/^Authentication code/), ' abcde-fghij ');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(calls.filter((call) => call.url.endsWith('/reset-password')).at(-1)?.body).toEqual({
      token: 'abc123',
      password: 'new-password-1',
      recoveryCode: 'abcde-fghij',
    });
  });

  it('shows no code field to an account without two-factor sign-in', async () => {
    await openSignedOut('/reset-password?token=old', {
      'POST /api/auth/reset-password': {
        status: 400,
        body: { error: 'This reset link is invalid or has expired.' },
      },
    });
    await submit('new-password-1', 'new-password-1');
    await screen.findByRole('alert');
    expect(screen.queryByLabelText(/^Authentication code/)).not.toBeInTheDocument();
  });
});
