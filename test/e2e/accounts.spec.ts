import { newAccount, registerAccount, resetLinkFor, signedInUser } from './support/accounts.ts';
import { expect, expectRed, test } from './support/test.ts';

test.describe('accounts', () => {
  test('registering signs in, saves the privacy preferences and lands on /app', async ({ page }) => {
    const account = newAccount();
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(account.name);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/privacy-preferences$/);
    await expect(page.getByRole('heading', { name: 'Privacy Preferences' })).toBeVisible();
    const worldStory = page.getByRole('switch', { name: 'Contribute to the world story' });
    await expect(worldStory).not.toBeChecked();
    await worldStory.check({ force: true });
    await page.getByRole('button', { name: 'Save preferences & continue' }).click();

    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('link', { name: `Welcome, ${account.name}` })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('switch', { name: 'Contribute to the world story' })).toBeChecked();
  });

  test('logging out from the header goes to the landing page', async ({ page }) => {
    const account = await signedInUser(page);
    await page.goto('/app');
    await expect(page.getByRole('link', { name: `Welcome, ${account.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the server error in red', async ({ page }) => {
    const account = await registerAccount();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const error = page.getByRole('alert');
    await expect(error).toHaveText('Invalid email or password');
    await expectRed(error);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a reset link from the outbox sets a new password that signs in', async ({ page }) => {
    const account = await registerAccount();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email for a link to reset your password')).toBeVisible();
    await expect(page.getByText(/check your spam/)).toBeVisible();

    const newPassword = `${account.password} again`;
    await page.goto(await resetLinkFor(account.email));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/app$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('the reset form checks match, then length, then the token', async ({ page }) => {
    await page.goto('/reset-password');
    const password = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirmation = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
    const submit = page.getByRole('button', { name: 'Reset password' });
    const error = page.getByRole('alert');

    await password.fill('short');
    await confirmation.fill('shorter');
    await submit.click();
    await expect(error).toHaveText('Passwords do not match');

    await confirmation.fill('short');
    await submit.click();
    await expect(error).toHaveText('Password must be at least 8 characters long');

    await password.fill('long enough password');
    await confirmation.fill('long enough password');
    await submit.click();
    await expect(error).toHaveText('Invalid reset link');
  });
});
