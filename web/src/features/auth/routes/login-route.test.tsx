import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi, signedOut } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { openSignedOut } from '../test-fixtures.ts';

describe('login screen', () => {
  it('has the fields, placeholder, links and button of the spec', async () => {
    await openSignedOut('/login');
    expect(await screen.findByLabelText(/Email/)).toBeRequired();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('placeholder', 'Password');
    expect(password).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows and hides the password with a keyboard-reachable toggle', async () => {
    const { user } = await openSignedOut('/login');
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('does not send the form while a required field is empty', async () => {
    const { calls, user } = await openSignedOut('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Email is required');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Password is required');
    expect(calls.filter((call) => call.url.includes('/login'))).toHaveLength(0);
  });

  it('lowercases the email as it is typed and sends it lowercased', async () => {
    const { calls, router, user } = await openSignedOut('/login', {
      'POST /api/auth/login': { body: { user: aUser() } },
    });
    await user.type(await screen.findByLabelText(/Email/), 'Ada@Example.COM');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(calls.find((call) => call.url.endsWith('/login'))?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
    });
  });

  it('says "Signing in..." while busy, then shows the server error in red', async () => {
    let answer: () => void = () => {};
    const { user } = await openSignedOut('/login', {
      'POST /api/auth/login': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 401, body: { error: 'Invalid email or password' } });
        }),
    });
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  describe('with two-factor sign-in on', () => {
    const twoFactorApi = (second: Parameters<typeof mockApi>[0][string]) =>
      mockApi({
        'GET /api/auth/status': signedOut,
        'POST /api/auth/login': { body: { twoFactorRequired: true, challenge: 'ch-1' } },
        'POST /api/auth/login/two-factor': second,
      });

    const signInWithPassword = async () => {
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
      await user.type(screen.getByLabelText(/^Password/), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      return user;
    };

    /** Types `value` into the field labelled `label` and presses Verify and sign in. */
    const verify = async (
      user: Awaited<ReturnType<typeof signInWithPassword>>,
      label: RegExp,
      value: string,
    ) => {
      await user.type(await screen.findByLabelText(label), value);
      await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    };

    /** The app is open at /app and the second step sent the challenge with `answer`. */
    const expectSignedInWith = async (
      {
        calls,
        router,
      }: Pick<ReturnType<typeof mockApi>, 'calls'> & Pick<Awaited<ReturnType<typeof renderApp>>, 'router'>,
      answer: Record<string, string>,
    ) => {
      await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
      expect(calls.find((call) => call.url.endsWith('/login/two-factor'))?.body).toEqual({
        challenge: 'ch-1',
        ...answer,
      });
    };

    it('asks for the code after the password, then signs in with it', async () => {
      // Prepare
      const { calls } = twoFactorApi({ body: { user: aUser() } });
      const { router } = await renderApp('/login');
      // Act
      const user = await signInWithPassword();
      expect(
        await screen.findByText('Enter the 6-digit code from your authenticator app'),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      await verify(user, /^6-digit code/, '12 34 56');
      // Assess
      await expectSignedInWith({ calls, router }, { code: '123456' });
    });

    it('shows a wrong code and lets the user try again', async () => {
      twoFactorApi({
        status: 401,
        body: { error: 'That code is not right. Check your authenticator app and try again.' },
      });
      await renderApp('/login');
      const user = await signInWithPassword();
      await verify(user, /^6-digit code/, '000000');
      expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
      expect(screen.getByLabelText(/^6-digit code/)).toBeInTheDocument();
    });

    it('does not send fewer than 6 digits', async () => {
      const { calls } = twoFactorApi({ body: { user: aUser() } });
      await renderApp('/login');
      const user = await signInWithPassword();
      await verify(user, /^6-digit code/, '123');
      expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6 digits from your authenticator app');
      expect(calls.filter((call) => call.url.endsWith('/two-factor'))).toHaveLength(0);
    });

    it('switches to a recovery code', async () => {
      const { calls } = twoFactorApi({ body: { user: aUser() } });
      const { router } = await renderApp('/login');
      const user = await signInWithPassword();
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
      await verify(user, /^Recovery code/, ' abcde-fghij ');
      await expectSignedInWith({ calls, router }, { recoveryCode: 'abcde-fghij' });
    });

    it('goes back to the password', async () => {
      twoFactorApi({ body: { user: aUser() } });
      await renderApp('/login');
      const user = await signInWithPassword();
      await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    });
  });
});
