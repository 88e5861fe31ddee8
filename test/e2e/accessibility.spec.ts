import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signedInUser } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

const publicPages = ['/', '/how-it-works', '/terms', '/privacy', '/404'];
const authScreens = ['/login', '/register', '/forgot-password', '/reset-password?token=x'];
const userScreens = [
  '/privacy-preferences',
  '/profile',
  '/app/connect-accounts',
  '/app/gmail-integration',
  '/app/instagram-integration',
];

/** Opens the path and waits until its screen (not the session loader) has rendered. */
const visit = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Logging in')).toHaveCount(0);
};

/** Axe's serious and critical violations on the page as it is now, one line each. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};

test.describe('accessibility (axe)', () => {
  for (const path of [...publicPages, ...authScreens]) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await visit(page, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const path of userScreens) {
    test(`${path} has no serious or critical violations when signed in`, async ({ page }) => {
      await signedInUser(page);
      await visit(page, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the sign-in error state has no serious or critical violations', async ({ page }) => {
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Error: Email is required');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
