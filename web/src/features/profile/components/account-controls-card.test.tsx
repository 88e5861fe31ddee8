import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CONTROL_TEXTS } from '#shared/texts.ts';
import { aProfile } from '@/test/mock-api';
import { openApp } from '@/test/render-app';

const profile = aProfile();

describe('change password on /profile', () => {
  it('sends the current and the new password, then says the other devices are signed out', async () => {
    // Prepare
    const { calls, user } = await openApp('/profile', {
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': profile,
      'POST /api/account/change-password': { body: { message: ACCOUNT_CONTROL_TEXTS.passwordChanged } },
    });
    // Act
    await user.type(await screen.findByLabelText(/^Current password/), 'old-password-1');
    await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // Assess
    expect(await screen.findByText(ACCOUNT_CONTROL_TEXTS.passwordChanged)).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/change-password'))?.body).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-1',
    });
  });

  it('shows a wrong current password and stays signed in', async () => {
    const { router, user } = await openApp('/profile', {
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': profile,
      'POST /api/account/change-password': {
        status: 403,
        body: { error: ACCOUNT_CONTROL_TEXTS.wrongPassword },
      },
    });
    await user.type(await screen.findByLabelText(/^Current password/), 'guess');
    await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_CONTROL_TEXTS.wrongPassword);
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('delete my account on /profile', () => {
  it('asks for the password, deletes, and leaves the signed-in area', async () => {
    // Prepare
    const { calls, router, user } = await openApp('/profile', {
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': profile,
      'POST /api/account/delete': { body: { message: ACCOUNT_CONTROL_TEXTS.accountDeleted } },
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
    });
    const button = await screen.findByRole('button', { name: 'Delete my account for good' });
    expect(button).toBeDisabled();
    // Act
    await user.type(screen.getByLabelText(/^Enter your password to confirm/), 'my-password-1');
    await user.click(button);
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.url.endsWith('/account/delete'))?.body).toEqual({
      password: 'my-password-1',
    });
  });
});
