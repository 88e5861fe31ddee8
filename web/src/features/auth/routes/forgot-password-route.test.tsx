import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSignedOut } from '../test-fixtures.ts';

describe('forgot password screen', () => {
  it('silently does not submit an empty email', async () => {
    const { calls } = await openSignedOut('/forgot-password');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(calls.some((call) => call.url.endsWith('/forgot-password'))).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Sending..." while busy, then asks the user to check their email and spam folder', async () => {
    let answer: () => void = () => {};
    const { calls, user } = await openSignedOut('/forgot-password', {
      'POST /api/auth/forgot-password': () =>
        new Promise((resolve) => (answer = () => resolve({ body: { message: 'ok' } }))),
    });
    await user.type(await screen.findByLabelText(/Email/), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Check your email for a link to reset your password')).toBeInTheDocument();
    expect(screen.getByText(/check your spam/)).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/forgot-password'))?.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('shows why a request failed', async () => {
    const { user } = await openSignedOut('/forgot-password', {
      'POST /api/auth/forgot-password': { status: 429, body: { error: 'Too many attempts.' } },
    });
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});
