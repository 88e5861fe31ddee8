import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, mockApi, signedInAs, signedOut } from '@/test/mock-api';
import { openAdmin, openApp, openScreen, renderApp } from '@/test/render-app';

const profile = { ...aUser(), grantedPermissions: {} };

describe('routes and gating', () => {
  it('shows the full-screen "Logging in" loader while the session check runs', async () => {
    let answer: () => void = () => {};
    await openScreen('/', {
      'GET /api/auth/status': () => new Promise((resolve) => (answer = () => resolve(signedOut))),
    });
    expect(await screen.findByText('Logging in')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('link', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.queryByText('Logging in')).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor of /, /login and /register to /app', async () => {
    for (const path of ['/', '/login', '/register']) {
      const { router, unmount } = await openApp(path, { 'GET /api/auth/status': signedInAs() });
      await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
      unmount();
    }
  });

  it('sends visitors of an unknown path to /login', async () => {
    const { router } = await openApp('/no/such/page', { 'GET /api/auth/status': signedOut });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends visitors of screens planned for later issues to /login as well', async () => {
    const { router } = await openApp('/story/abc', { 'GET /api/auth/status': signedOut });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows Page Not Found with a link home on an unknown path when signed in', async () => {
    const { router } = await openApp('/no/such/page', { 'GET /api/auth/status': signedInAs() });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('shows Page Not Found at /404 to everyone', async () => {
    await openApp('/404', { 'GET /api/auth/status': signedOut });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('sends a signed-in user who is not an admin from /admin paths to /app', async () => {
    const { router } = await openApp('/admin/users', { 'GET /api/auth/status': signedInAs() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('lets an administrator into /admin', async () => {
    const { router } = await openAdmin('/admin', {
      'GET /api/admin/users': { body: { users: [], total: 0, page: 1, limit: 1000 } },
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/app');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends visitors of signed-in screens to /login and back after signing in', async () => {
    const user = aUser();
    const { router } = await openApp('/profile', {
      'GET /api/auth/status': signedOut,
      'POST /api/auth/login': { body: { user } },
      'GET /api/profile': { body: profile },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const typist = userEvent.setup();
    await typist.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await typist.type(screen.getByLabelText(/^Password/), 'secret-password');
    await typist.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('an API call answered 401 signs out and goes to /login with the expiry message', async () => {
    mockApi({
      'GET /api/auth/status': signedInAs(),
      'GET /api/profile': { status: 401, body: { error: 'Not authenticated' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication expired. Please log in again.',
    );
  });
});
