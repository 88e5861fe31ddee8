import { GENERIC_ERRORS } from '#shared/texts.ts';
import { makeAdmin, registerAccount, signIn } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** Issue 23, M7: an administrator reaches the admin area only with two-factor sign-in on. */
test('an administrator without two-factor sign-in is told to turn it on, and the admin area opens once it is on', async ({
  page,
}) => {
  const account = await registerAccount();
  await makeAdmin(account, { twoFactor: false });
  await signIn(page, account);

  await page.goto('/admin');
  await expect(page.getByText(GENERIC_ERRORS.adminNeedsTwoFactor)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Go to your profile to turn it on' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Turned on (as the profile's two-factor set-up would): the same session now opens the admin area.
  await makeAdmin(account);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
