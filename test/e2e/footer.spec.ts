import type { Page } from '@playwright/test';
import { makeAdmin, registerAccount, signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

const everyone = ['How It Works', 'Privacy Policy', 'Terms of Service'];

/** The footer's Quick Links, in order, once the page has settled on its final route. */
const quickLinks = async (page: Page, expectedCount: number): Promise<string[]> => {
  const links = page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  await expect(links).toHaveCount(expectedCount);
  return links.allTextContents();
};

test.describe('footer', () => {
  test('a visitor sees the public links, the contact address and this year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Preserving stories, one life at a time.')).toBeVisible();
    expect(await quickLinks(page, 3)).toEqual(everyone);
    await expect(footer.getByRole('link', { name: 'hello@walt.example' })).toHaveAttribute(
      'href',
      'mailto:hello@walt.example',
    );
    await expect(footer.getByText(`© ${new Date().getFullYear()} Walt`)).toBeVisible();
  });

  test('a signed-in user also sees Legacy Dashboard', async ({ page }) => {
    await signIn(page, await registerAccount());
    await page.goto('/profile');
    expect(await quickLinks(page, 4)).toEqual([...everyone, 'Legacy Dashboard']);
  });

  test('an administrator also sees Admin Dashboard', async ({ page }) => {
    const admin = await registerAccount();
    await makeAdmin(admin);
    await signIn(page, admin);
    await page.goto('/profile');
    expect(await quickLinks(page, 5)).toEqual([...everyone, 'Legacy Dashboard', 'Admin Dashboard']);
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
