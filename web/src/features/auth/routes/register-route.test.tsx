import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '#shared/texts.ts';
import { aUser } from '@/test/mock-api';
import { openSignedOut } from '../test-fixtures.ts';

const fill = async (values: { name?: string; email?: string; password?: string }) => {
  const user = userEvent.setup();
  if (values.name) await user.type(await screen.findByLabelText(/Full Name/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/Email/), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
};

describe('registration screen', () => {
  it('names the first missing field and sends nothing', async () => {
    const { calls } = await openSignedOut('/register');
    await fill({});
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Full Name is required');
    await fill({ name: 'Ada' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Email is required');
    await fill({ email: 'ada@example.com' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Password is required');
    expect(calls.some((call) => call.url.endsWith('/register'))).toBe(false);
  });

  it("refuses a name with a web address, an email address or markup, in the server's words, sending nothing", async () => {
    const { calls } = await openSignedOut('/register');
    for (const name of ['Visit http://evil.example', 'evil@example.com', '<b>x</b>']) {
      const field = await screen.findByLabelText(/Full Name/);
      await userEvent.setup().clear(field);
      await fill({ name, email: 'ada@example.com', password: 'river-stone-42' });
      expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.nameNotAllowed);
      await userEvent.setup().clear(screen.getByLabelText(/Email/));
      await userEvent.setup().clear(screen.getByLabelText(/^Password/));
    }
    expect(calls.some((call) => call.url.endsWith('/register'))).toBe(false);
  });

  it('registers, signs in with the same credentials and continues to the privacy preferences', async () => {
    const user = aUser();
    const { calls, router } = await openSignedOut('/register', {
      'POST /api/auth/register': { status: 201, body: { user } },
      'POST /api/auth/login': { body: { user } },
    });
    await fill({ name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'river-stone-42' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-preferences'));
    const sent = calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body]);
    expect(sent).toEqual([
      ['/api/auth/register', { email: 'ada@example.com', password: 'river-stone-42', name: 'Ada Lovelace' }],
      ['/api/auth/login', { email: 'ada@example.com', password: 'river-stone-42' }],
    ]);
  });

  it('says "Creating account..." while busy', async () => {
    await openSignedOut('/register', {
      'POST /api/auth/register': () => new Promise(() => {}),
    });
    await fill({ name: 'Ada', email: 'ada@example.com', password: 'river-stone-42' });
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });

  it("shows the server's error text", async () => {
    await openSignedOut('/register', {
      'POST /api/auth/register': {
        status: 409,
        body: { error: 'An account with this email already exists.' },
      },
    });
    await fill({ name: 'Ada', email: 'ada@example.com', password: 'river-stone-42' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });

  it('says "Registration failed" when the server gives no reason', async () => {
    await openSignedOut('/register', {
      'POST /api/auth/register': { status: 500, text: '' },
    });
    await fill({ name: 'Ada', email: 'ada@example.com', password: 'river-stone-42' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });
});
