import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_TEXTS } from '#shared/texts.ts';
import { aUser, mockApi } from '@/test/mock-api';
import { openApp, renderApp } from '@/test/render-app';
import { openSignedOut } from '../test-fixtures.ts';
import { VERIFY_BANNER_TEXTS } from '../texts';

const unverified = { body: { user: { ...aUser(), emailVerified: false } } };
const bannerText = VERIFY_BANNER_TEXTS.message('ada@example.com');

describe('the verification link', () => {
  it('is read, taken out of the address bar, and spent; the banner goes away', async () => {
    // Prepare
    const { calls } = mockApi({
      'GET /api/auth/status': unverified,
      'POST /api/auth/verify-email': { body: { message: EMAIL_TEXTS.verified } },
    });
    // Act
    const { router } = await renderApp('/verify-email?token=abc123');
    // Assess
    expect(await screen.findByText(EMAIL_TEXTS.verified)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calls.filter((call) => call.url.endsWith('/verify-email')).map((call) => call.body)).toEqual([
      { token: 'abc123' },
    ]);
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Walt' })).toBeInTheDocument();
  });

  it("shows the server's answer for a spent link", async () => {
    await openSignedOut('/verify-email?token=old', {
      'POST /api/auth/verify-email': { status: 400, body: { error: EMAIL_TEXTS.invalidVerificationToken } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_TEXTS.invalidVerificationToken);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says so when the link has no token, and sends nothing', async () => {
    const { calls } = await openSignedOut('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is incomplete.');
    expect(calls.some((call) => call.url.endsWith('/verify-email'))).toBe(false);
  });
});

describe('the verification banner', () => {
  it('tells an unverified user that mail waits, and resends the link', async () => {
    // Prepare
    const { calls } = await openApp('/how-it-works', {
      'GET /api/auth/status': unverified,
      'POST /api/auth/resend-verification': { body: { message: EMAIL_TEXTS.verificationSent } },
    });
    expect(await screen.findByText(bannerText)).toBeInTheDocument();
    // Act
    await userEvent.setup().click(screen.getByRole('button', { name: VERIFY_BANNER_TEXTS.resend }));
    // Assess
    await waitFor(() => expect(screen.getByText(EMAIL_TEXTS.verificationSent)).toBeInTheDocument());
    expect(calls.filter((call) => call.url.endsWith('/resend-verification'))).toHaveLength(1);
  });

  it('is not shown to a verified user', async () => {
    await openApp('/how-it-works', {
      'GET /api/auth/status': { body: { user: { ...aUser(), emailVerified: true } } },
    });
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
  });
});
