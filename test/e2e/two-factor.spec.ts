import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signedInUser } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** The code an authenticator app shows for the key, `offset` steps from now (the server takes ±1). */
const codeOf = (key: string, offset = 0) =>
  new TOTP({
    secret: Secret.fromBase32(key.replace(/\s/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

/** Waits until the next 30-second step begins (a code of a newer step than any used so far). */
const nextStep = () => new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 100));

const signInWithPassword = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** Signs out, then in again with the password and a recovery code instead of the authenticator's. */
const signOutAndInWithRecoveryCode = async (
  page: Page,
  account: { email: string; password: string },
  code: string,
) => {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await signInWithPassword(page, account.email, account.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
};

test.describe('two-factor sign-in', () => {
  test('turned on from /profile, it asks for the code at sign-in; a recovery code works once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await signedInUser(page);
    await page.goto('/profile');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Two-factor sign-in' }) });
    await expect(card.getByText('Two-factor sign-in is off.')).toBeVisible();

    // Turn on: password, the key (read from the screen as a person would type it), a first code.
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByLabel('Enter your password to continue').fill(account.password);
    await card.getByRole('button', { name: 'Continue' }).click();
    const key = (await card.getByTestId('two-factor-key').textContent()) ?? '';
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      /^otpauth:\/\/totp\//,
    );
    await expectNoSeriousViolations(page);
    await card.getByLabel('6-digit code from your app').fill(codeOf(key));
    await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = card.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await expectNoSeriousViolations(page);
    await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(card.getByRole('button', { name: 'Turn off' })).toBeVisible();

    // Sign in again: the password, then the code.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await signInWithPassword(page, account.email, account.password);
    await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/That code is not right/);
    await page.getByLabel('6-digit code').fill(codeOf(key, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/app$/);

    // A recovery code instead, once.
    await signOutAndInWithRecoveryCode(page, account, recoveryCodes[0] ?? '');
    await expect(page).toHaveURL(/\/app$/);
    await signOutAndInWithRecoveryCode(page, account, recoveryCodes[0] ?? '');
    await expect(page.getByRole('alert')).toHaveText(/That recovery code is not right/);

    // Back in with another recovery code, then turn it off with the password and a newer code.
    await page.getByLabel('Recovery code').fill(recoveryCodes[1] ?? '');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await page.goto('/profile');
    await card.getByRole('button', { name: 'Turn off' }).click();
    await nextStep();
    await card.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await card.getByLabel('6-digit code from your app').fill(codeOf(key, 1));
    await card.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(card.getByRole('status')).toHaveText('Two-factor sign-in is off.');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await signInWithPassword(page, account.email, account.password);
    await expect(page).toHaveURL(/\/app$/);
  });
});
