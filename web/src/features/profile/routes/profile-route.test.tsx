import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aProfile, mockApi, signedInAs } from '@/test/mock-api';
import { openApp, renderApp } from '@/test/render-app';

describe('profile screen', () => {
  it('shows "Loading profile..." and then the three switches with their stored values', async () => {
    let answer: () => void = () => {};
    await openApp('/profile', {
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(
              aProfile({
                'can-see-progress': false,
                'can-see-transcripts': true,
                'contribute-to-world-story': true,
              }),
            );
        }),
    });
    expect(await screen.findByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
    expect(screen.getByText('Manage your privacy settings and account')).toBeInTheDocument();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Privacy & Sharing Settings' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Control what Walt can access and how you want to share your stories with the community',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Share my progress/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Share my transcripts/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Contribute to the world story/ })).toBeChecked();
  });

  it('shows the defaults for permissions not chosen yet: progress on, transcripts on, world story and call recordings off', async () => {
    await openApp('/profile', {
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': aProfile({}),
    });
    expect(await screen.findByRole('switch', { name: /Share my progress/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Share my transcripts/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Contribute to the world story/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Keep recordings of my voice from calls/ })).not.toBeChecked();
  });

  it('offers "Save Settings" only while the switches differ from what was saved', async () => {
    const { calls, user } = await openApp('/profile', {
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': aProfile({}),
      'PUT /api/profile/permissions': ({ body }) =>
        aProfile((body as { permissions: Record<string, boolean> }).permissions),
    });
    const worldStory = await screen.findByRole('switch', { name: /Contribute to the world story/ });
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();

    await user.click(worldStory);
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
    await user.click(worldStory);
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();

    await user.click(worldStory);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Privacy settings saved!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      permissions: {
        'can-see-progress': true,
        'can-see-transcripts': true,
        'contribute-to-world-story': true,
        keepCallRecordings: false,
      },
    });

    await user.click(screen.getByRole('switch', { name: /Share my progress/ }));
    expect(screen.queryByText('Privacy settings saved!')).not.toBeInTheDocument();
  });

  it('says "Saving..." while saving, and a failed save shows no message (only logged)', async () => {
    let answer: () => void = () => {};
    mockApi({
      'GET /api/auth/status': signedInAs(),
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': aProfile({}),
      'PUT /api/profile/permissions': () =>
        new Promise((resolve) => (answer = () => resolve({ status: 500, body: { error: 'Boom' } }))),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Share my progress/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Privacy settings saved!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
  });

  it('logs out from the profile and goes to the landing page', async () => {
    const { calls, router } = await openApp('/profile', {
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': aProfile({}),
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
    });
    await screen.findByText('ada@example.com');
    await userEvent.setup().click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.url.endsWith('/logout'))).toBe(true);
  });
});
