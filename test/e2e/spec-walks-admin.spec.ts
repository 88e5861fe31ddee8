import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { baseUrl, makeAdmin, registerAccount, signIn } from './support/accounts.ts';
import { expect, expectCancelKeeps, test } from './support/test.ts';

/** Issue 23, "the spec, to the letter": the back-office items walked in Chromium. */

const signedInAdmin = async (page: Page) => {
  const account = await registerAccount();
  await makeAdmin(account);
  await signIn(page, account);
  return account;
};

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

test.describe('the back-office, to the letter', () => {
  test('"Failed to load stats" when the dashboard cannot count the users', async ({ page }) => {
    await signedInAdmin(page);
    await page.route('**/api/admin/users?*', (route) => route.fulfill(json(500, { error: 'Down' })));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Failed to load stats', { timeout: 20_000 });
    await expect(page.getByText('Total Users')).toHaveCount(0);
  });

  test('deleting a journey asks "Are you sure?" with the spec text; Cancel keeps it, Delete removes it', async ({
    page,
  }) => {
    await signedInAdmin(page);
    const name = `Seaside summers ${randomUUID().slice(0, 6)}`;
    const created = await page.request.post(`${baseUrl()}/api/journeys`, {
      data: { name, description: 'Holidays by the sea.', pathIds: [], formatIds: [] },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };

    await page.goto('/admin/journeys');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `Delete journey ${name}` }).click();
    const dialog = await expectCancelKeeps(page, {
      dialog: 'Are you sure?',
      asks: 'This action cannot be undone. This will permanently delete the journey.',
      kept: row,
    });

    await row.getByRole('button', { name: `Delete journey ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`${baseUrl()}/api/journeys/${id}`)).status()).toBe(404);
  });

  test('"Story not found" on the admin user story page for a story that does not exist', async ({ page }) => {
    await signedInAdmin(page);
    const me = (await (await page.request.get(`${baseUrl()}/api/auth/status`)).json()) as {
      user: { id: string };
    };
    // The user (here the administrator themself) lets administrators see their stories.
    const granted = await page.request.put(`${baseUrl()}/api/profile/permissions`, {
      data: { permissions: { 'can-see-transcripts': true } },
    });
    expect(granted.ok(), await granted.text()).toBe(true);
    await page.goto(`/admin/users/${me.user.id}/stories/no-such-story`);
    await expect(page.getByRole('alert')).toHaveText('Story not found');
    await page.getByRole('link', { name: 'Back to User' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${me.user.id}$`));
  });

  test('"Invalid path ID": the editor reached without an id (…/paths/new/) refuses to save', async ({
    page,
  }) => {
    await signedInAdmin(page);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/paths(\/|$)/.test(new URL(request.url()).pathname) && request.method() !== 'GET')
        writes.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/admin/paths/new/');
    await page.getByRole('textbox', { name: /Path Name/ }).fill(`orphan-${randomUUID().slice(0, 6)}`);
    await page
      .getByRole('textbox', { name: /Instructions/ })
      .first()
      .fill('Ask about the orphanage.');
    await page.getByRole('button', { name: 'Save Path' }).first().click();
    await expect(page.getByText('Invalid path ID', { exact: true })).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('on a small screen the admin menu is a slide-in drawer behind the burger', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInAdmin(page);
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Admin navigation' });
    const users = menu.getByRole('link', { name: 'Users' });
    await expect(users).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(users).toBeInViewport();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await users.click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(users).not.toBeInViewport();

    // Wide, the menu is a fixed 200 px column with no burger.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeHidden();
    await expect(users).toBeInViewport();
    // Measured once the drawer's slide has ended (mid-transition it is 199.9999997 px wide).
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(200);
  });
});
