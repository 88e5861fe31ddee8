import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  type Account,
  baseUrl,
  makeAdmin,
  newAccount,
  outboxFor,
  registerAccount,
  signedInUser,
  signIn,
} from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 23: "Your sessions" on /profile (M6), renewing the recovery codes, and an administrator's reset of a
 * narrator's two-factor sign-in.
 */

/** The code an authenticator app shows for the key, `offset` steps from now (the server takes ±1). */
const codeOf = (key: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

/** Signs the account in from an API context of its own: another device. */
const otherDevice = async (account: Account): Promise<APIRequestContext> => {
  const api = await playwrightRequest.newContext({
    baseURL: baseUrl(),
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const login = await api.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
};

/** Turns two-factor sign-in on through the API of a signed-in context; answers the key and the codes. */
const turnOnTwoFactor = async (api: APIRequestContext, password: string) => {
  const setup = await api.post('/api/account/two-factor/setup', { data: { password } });
  expect(setup.ok(), await setup.text()).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await api.post('/api/account/two-factor/enable', { data: { code: codeOf(secret, 0) } });
  expect(enable.ok(), await enable.text()).toBe(true);
  return { secret, ...((await enable.json()) as { recoveryCodes: string[] }) };
};

test.describe('sessions and recovery codes', () => {
  test('"Your sessions" lists this device and another, and ends the other one', async ({ page }) => {
    const account = await signedInUser(page);
    const phone = await otherDevice(account);
    await page.goto('/profile');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Your sessions' }) });
    const rows = card.getByTestId('session-row');
    // This browser, the iPhone, and the session registering opened (outside the browser).
    await expect(rows).toHaveCount(3);
    const here = rows.filter({ hasText: 'This device' });
    await expect(here).toHaveCount(1);
    await expect(here.getByText(/^Near \d+\.\d+\.\d+\.x$/)).toBeVisible();
    await expectNoSeriousViolations(page);
    const iphone = rows.filter({ hasText: 'Safari on iPhone' });
    await expect(iphone.getByText(/^Last active /)).toBeVisible();

    await iphone.getByRole('button', { name: 'End session' }).click();
    await expect(card.getByText('The session has ended.')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Safari on iPhone' })).toHaveCount(0);
    expect((await phone.get('/api/auth/status')).status()).toBe(401);
    // This device is still signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your sessions' })).toBeVisible();
    await phone.dispose();
  });

  test('"Renew recovery codes" shows a new set once and the old codes stop working', async ({ page }) => {
    const account = await signedInUser(page);
    const { recoveryCodes: old } = await turnOnTwoFactor(page.request, account.password);
    await page.goto('/profile');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Two-factor sign-in' }) });
    await card.getByRole('button', { name: 'Renew recovery codes' }).click();
    await card.getByLabel('Password', { exact: true }).fill(account.password);
    await card.getByRole('button', { name: 'Get new recovery codes' }).click();
    const codes = card.getByRole('list', { name: 'Your new recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const fresh = await codes.allTextContents();
    for (const code of fresh) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    await expect(card.getByText(/Your old recovery codes no longer work/)).toBeVisible();
    await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(card.getByRole('button', { name: 'Renew recovery codes' })).toBeVisible();

    // An old code no longer signs in; a new one does.
    const signInWith = async (recoveryCode: string) => {
      const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
      const first = await api.post('/api/auth/login', {
        data: { email: account.email, password: account.password },
      });
      const { challenge } = (await first.json()) as { challenge: string };
      const status = (
        await api.post('/api/auth/login/two-factor', { data: { challenge, recoveryCode } })
      ).status();
      await api.dispose();
      return status;
    };
    expect(await signInWith(old[0] ?? '')).toBe(401);
    expect(await signInWith(fresh[0] ?? '')).toBe(200);
  });

  test('an administrator resets a narrator’s two-factor sign-in after a confirmation; the narrator is told', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The narrator, with two-factor sign-in on, in a browser of their own.
    const narrator = newAccount();
    await registerAccount(narrator);
    const narratorApi = await otherDevice(narrator);
    const { id: narratorId } = (
      (await (await narratorApi.get('/api/auth/status')).json()) as {
        user: { id: string };
      }
    ).user;
    await turnOnTwoFactor(narratorApi, narrator.password);
    // The administrator.
    const admin = await registerAccount();
    await makeAdmin(admin);
    await signIn(page, admin);

    await page.goto(`/admin/users/${narratorId}`);
    await page.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
    await expect(dialog.getByText(/lost their phone and recovery codes/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
    await expect(
      page.getByText('Two-factor sign-in is off for this user. They have been told by email.'),
    ).toBeVisible();

    // The narrator signs in with the password alone now, and has the email.
    const again = await playwrightRequest.newContext({ baseURL: baseUrl() });
    const login = await again.post('/api/auth/login', {
      data: { email: narrator.email, password: narrator.password },
    });
    expect(login.ok()).toBe(true);
    expect(await login.json()).not.toHaveProperty('twoFactorRequired');
    await expect
      .poll(async () => (await outboxFor(narrator.email)).map((mail) => mail.subject))
      .toContain('Two-factor sign-in is off on your Walt account');

    // Ending all of the narrator's sessions asks first too.
    await page.getByRole('button', { name: 'End all sessions' }).click();
    const endDialog = page.getByRole('dialog', { name: 'End all sessions' });
    await endDialog.getByRole('button', { name: 'End all sessions' }).click();
    await expect(page.getByText(/^Ended \d+ sessions?\.$/)).toBeVisible();
    expect((await again.get('/api/auth/status')).status()).toBe(401);
    expect((await narratorApi.get('/api/auth/status')).status()).toBe(401);
    await Promise.all([again.dispose(), narratorApi.dispose()]);
  });
});
