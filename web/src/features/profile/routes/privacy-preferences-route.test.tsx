import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSION_TEXTS } from '#shared/texts.ts';
import { aProfile, mockApi, signedInAs } from '@/test/mock-api';
import { openApp } from '@/test/render-app';

const saved = aProfile();

describe('privacy preferences onboarding', () => {
  it('explains itself and starts from the defaults, each switch with its description', async () => {
    await openApp('/privacy-preferences', { 'GET /api/auth/status': signedInAs() });
    expect(await screen.findByRole('heading', { name: 'Privacy Preferences' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Welcome to Walt! Before you get started, please set your privacy preferences. You can change these settings anytime in your profile.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Your data is always secure')).toBeInTheDocument();
    for (const texts of Object.values(PERMISSION_TEXTS))
      expect(screen.getByText(texts.description)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Share my progress/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Share my transcripts/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Contribute to the world story/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Keep recordings of my voice from calls/ })).not.toBeChecked();
  });

  it('"Skip for now" goes on without saving', async () => {
    const { calls, router } = await openApp('/privacy-preferences', { 'GET /api/auth/status': signedInAs() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('"Save preferences & continue" says "Saving preferences...", saves the choices and goes on', async () => {
    let answer: () => void = () => {};
    const { calls, router, user } = await openApp('/privacy-preferences', {
      'PUT /api/profile/permissions': () => new Promise((resolve) => (answer = () => resolve(saved))),
    });
    await user.click(await screen.findByRole('switch', { name: /Share my transcripts/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences & continue' }));
    expect(await screen.findByRole('button', { name: 'Saving preferences...' })).toBeDisabled();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      permissions: {
        'can-see-progress': true,
        'can-see-transcripts': false,
        'contribute-to-world-story': false,
        keepCallRecordings: false,
      },
    });
  });

  it("shows the server's error, else 'Failed to save preferences'", async () => {
    const { user } = await openApp('/privacy-preferences', {
      'PUT /api/profile/permissions': { status: 400, body: { error: 'permissions: invalid' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save preferences & continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('permissions: invalid');

    mockApi({
      'GET /api/auth/status': signedInAs(),
      'PUT /api/profile/permissions': { status: 500, text: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Save preferences & continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to save preferences$/));
  });

  it("says 'An error occurred while saving your preferences' when the network fails", async () => {
    await openApp('/privacy-preferences', {
      'PUT /api/profile/permissions': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save preferences & continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while saving your preferences',
    );
  });
});
