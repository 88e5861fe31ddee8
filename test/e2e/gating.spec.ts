import { signedInUser } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

const STORY_NOT_FOUND =
  'Story not found. This story may have been deleted or you may not have permission to view it.';
/** Pages of a record that is not there (part B §8): each sends the narrator home to /app with its alert. */
const MISSING_RECORDS = [
  { page: '/story/no-such-story', alert: STORY_NOT_FOUND },
  { page: '/type-story/no-such-story', alert: STORY_NOT_FOUND },
  {
    page: '/artefacts/no-such-artefact',
    alert:
      'Artefact not found. This artefact may have been deleted or you may not have permission to view it.',
  },
];

test.describe('route gating', () => {
  test('a signed-in visit to /login lands on /app', async ({ page }) => {
    await signedInUser(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app$/);
  });

  test('a user who is not an administrator is sent from /admin to /app', async ({ page }) => {
    await signedInUser(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/app$/);
  });

  test('an unknown route shows Page Not Found to a signed-in user', async ({ page }) => {
    await signedInUser(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved")).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('an unknown route sends a visitor to /login', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an API call with an expired session redirects to /login with the message', async ({ page }) => {
    await signedInUser(page);
    await page.goto('/profile');
    const worldStory = page.getByRole('switch', { name: 'Contribute to the world story' });
    await expect(worldStory).toBeVisible();

    await page.context().clearCookies();
    await worldStory.check({ force: true });
    await page.getByRole('button', { name: 'Save Settings' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Authentication expired. Please log in again.');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  for (const missing of MISSING_RECORDS)
    test(`${missing.page}, a record that does not exist, sends the narrator home with the spec text`, async ({
      page,
    }) => {
      await signedInUser(page);
      await page.goto(missing.page);
      await expect(page).toHaveURL(/\/app$/);
      await expect(page.getByRole('alert')).toContainText(missing.alert);
    });
});
