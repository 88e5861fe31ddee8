import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi, signedOut } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

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
    const { calls } = mockApi({ 'GET /api/auth/status': signedOut });
    await renderApp('/reset-password');
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
    const { calls } = mockApi({
      'GET /api/auth/status': signedOut,
      'POST /api/auth/reset-password': () =>
        new Promise((resolve) => (answer = () => resolve({ body: { user: aUser() } }))),
    });
    const { router } = await renderApp('/reset-password?token=abc123');
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
    mockApi({
      'GET /api/auth/status': signedOut,
      'POST /api/auth/reset-password': {
        status: 400,
        body: { error: 'This reset link is invalid or has expired.' },
      },
    });
    const { router } = await renderApp('/reset-password?token=old');
    await submit('new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
