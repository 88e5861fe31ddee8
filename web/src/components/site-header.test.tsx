import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHELL_TEXTS } from '@/components/texts';
import { aUser, signedInAs, signedOut } from '@/test/mock-api';
import { openApp } from '@/test/render-app';

describe('site header', () => {
  it('offers visitors a way to sign in', async () => {
    await openApp('/terms', { 'GET /api/auth/status': signedOut });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Walt, home' })).toHaveAttribute('href', '/');
  });

  it('greets a signed-in user, links to the profile, and logs out to the landing page', async () => {
    const { calls, router } = await openApp('/app', {
      'GET /api/auth/status': signedInAs(aUser({ name: 'Grace Hopper' })),
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
    });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Welcome, Grace Hopper' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(header).getByRole('link', { name: 'Walt, home' })).toHaveAttribute('href', '/app');
    await userEvent.setup().click(within(header).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Create Account' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/auth/logout')).toHaveLength(1);
  });

  it('links a signed-in user to their family circle, named as the shared texts name it', async () => {
    const { FAMILY_TEXTS } = await import('#shared/texts.ts');
    expect(SHELL_TEXTS.familyCircle).toBe(FAMILY_TEXTS.title);
    await openApp('/app', { 'GET /api/auth/status': signedInAs() });
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Your family circle' }),
    ).toHaveAttribute('href', '/family');
  });

  it('greets a user without a name as "User"', async () => {
    await openApp('/app', { 'GET /api/auth/status': signedInAs(aUser({ name: '' })) });
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Welcome, User' }),
    ).toBeInTheDocument();
  });
});
