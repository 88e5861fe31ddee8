import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { type Account, baseUrl, makeAdmin, newAccount, registerAccount, signIn } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

const PAGE_SIZE = 50;

/**
 * Registers `count` users through the API, ten at a time (registration has no per-IP limit; only sign-in,
 * verification and reset do), and answers their emails.
 */
const registerMany = async (count: number, tag: string): Promise<string[]> => {
  const emails: string[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) => ({
      name: `Bulk ${tag} ${start + offset}`,
      email: `bulk-${tag}-${start + offset}@example.com`,
      password: `Quiet harbour ${tag}!`,
    }));
    await Promise.all(batch.map((account) => registerAccount(account)));
    emails.push(...batch.map((account) => account.email));
  }
  return emails;
};

/** A user signed in in their own API context (outside the admin's browser). */
const userSession = async (account: Account = newAccount()) => {
  await registerAccount(account);
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const login = await api.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return { account, api };
};

/** Lets administrators see the user's transcripts and progress, and gives them a story and a conversation. */
const grantAndFill = async (api: APIRequestContext) => {
  const granted = await api.put('/api/profile/permissions', {
    data: { permissions: { 'can-see-transcripts': true, 'can-see-progress': true } },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  const story = await api.post('/api/stories', {
    data: { title: 'The baker on Hilltown', content: 'I was born above the baker.\nWe moved in 1950.' },
  });
  expect(story.status(), await story.text()).toBe(201);
  const started = await api.post('/api/conversations/start', { data: { sessionType: 'gettingToKnowYou' } });
  expect(started.ok(), await started.text()).toBe(true);
  const { conversation } = (await started.json()) as { conversation: { id: string } };
  const saved = await api.post(`/api/conversations/${conversation.id}/save`, {
    data: {
      messages: [
        { id: 'm1', role: 'assistant', content: 'Where were you born, Edie?' },
        { id: 'm2', role: 'user', content: 'I was born in Dundee in 1946, above the baker on Hilltown.' },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
};

interface Listed {
  users: { id: string; email: string; isAdmin: boolean }[];
  total: number;
}

const listUsers = async (page: Page, query: string): Promise<Listed> => {
  const response = await page.request.get(`/api/admin/users?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Listed;
};

/** The open Mantine dialog, once its fade-in has finished (axe reads colours mid-fade otherwise). */
const openedDialog = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
};

/** Every value of one column of the users table (by position), once the asked page has arrived. */
/** Follows the admin menu's link to a screen: its URL and its level-1 heading (the link's own name). */
const openFromAdminMenu = async (page: Page, name: string, url: RegExp) => {
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const columnTexts = async (page: Page, column: number) => {
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  return page.locator('tbody tr').locator(`td:nth-child(${column})`).allTextContents();
};

test.describe('admin users screens', () => {
  test('pages, filters, opens users with and without consent, grants and revokes admin, deletes a user', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const tag = randomUUID().slice(0, 6);
    const bulk = await registerMany(120, tag);
    const withoutConsent = await userSession({ ...newAccount(), name: `Private ${tag}` });
    const withConsent = await userSession({ ...newAccount(), name: `Open ${tag}` });
    await grantAndFill(withConsent.api);

    const admin = await registerAccount();
    await makeAdmin(admin);
    await signIn(page, admin);

    // ---- Dashboard: Total Users counts everyone, Regular Users leaves the admins out. ----
    const everyone = await listUsers(page, 'page=1&limit=1000&role=all&transcripts=all');
    expect(everyone.total).toBeGreaterThanOrEqual(bulk.length + 3);
    const admins = everyone.users.filter((user) => user.isAdmin).length;
    const privateId = everyone.users.find((user) => user.email === withoutConsent.account.email)?.id;
    expect(privateId).toBeTruthy();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const card = (label: string) => page.getByRole('heading', { level: 2, name: label }).locator('..');
    await expect(card('Total Users')).toContainText(String(everyone.total));
    await expect(card('Regular Users')).toContainText(String(everyone.total - admins));
    await expectNoSeriousViolations(page);

    // ---- Users: 50 a page, Next and Previous, 'Page X of Y'. ----
    const pages = Math.ceil(everyone.total / PAGE_SIZE);
    await openFromAdminMenu(page, 'Users', /\/admin\/users$/);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(PAGE_SIZE);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectNoSeriousViolations(page);
    const firstPage = await columnTexts(page, 2);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(Math.min(PAGE_SIZE, everyone.total - PAGE_SIZE));
    const secondPage = await columnTexts(page, 2);
    expect(secondPage.filter((email) => firstPage.includes(email))).toEqual([]);
    for (let at = 3; at <= pages; at++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Page ${at} of ${pages}`)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.locator('tbody tr')).toHaveCount(everyone.total - (pages - 1) * PAGE_SIZE);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(`Page ${pages - 1} of ${pages}`)).toBeVisible();

    // ---- Filters: by role and by transcripts, each back on page 1. ----
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admins Only' });
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('row', { name: admin.email })).toBeVisible();
    expect(new Set(await columnTexts(page, 4))).toEqual(new Set(['Admin']));

    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Regular Users' });
    await page.getByRole('combobox', { name: 'Transcripts filter' }).selectOption({ label: 'Public Only' });
    await expect(page.getByRole('row', { name: withConsent.account.email })).toBeVisible();
    await expect(page.getByRole('row', { name: withoutConsent.account.email })).toHaveCount(0);
    expect(new Set(await columnTexts(page, 4))).toEqual(new Set(['User']));
    expect(new Set(await columnTexts(page, 5))).toEqual(new Set(['Public']));

    await page.getByRole('combobox', { name: 'Transcripts filter' }).selectOption({ label: 'Private Only' });
    await expect(page.getByRole('row', { name: withoutConsent.account.email })).toBeVisible();
    await expect(page.getByRole('row', { name: withConsent.account.email })).toHaveCount(0);
    expect(new Set(await columnTexts(page, 5))).toEqual(new Set(['Private']));
    await expectNoSeriousViolations(page);

    // ---- A user without consent: the cards say so. ----
    await page.getByRole('row', { name: withoutConsent.account.email }).click();
    await expect(page.getByRole('heading', { level: 1, name: withoutConsent.account.name })).toBeVisible();
    for (const material of ['progress', 'conversations', 'stories'])
      await expect(
        page.getByText(`This user has not granted permission to view their ${material}.`),
      ).toBeVisible();
    await expectNoSeriousViolations(page);

    // ---- Make Admin, then Revoke Admin Rights. ----
    await page.getByRole('button', { name: 'Make Admin' }).click();
    await expect(page.getByRole('button', { name: 'Revoke Admin Rights' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Admin', { exact: true })).toBeVisible();
    const granted = (await (await page.request.get(`/api/admin/users/${privateId}`)).json()) as {
      isAdmin: boolean;
    };
    expect(granted.isAdmin).toBe(true);
    await page.getByRole('button', { name: 'Revoke Admin Rights' }).click();
    await expect(page.getByRole('button', { name: 'Make Admin' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Admin', { exact: true })).toHaveCount(0);
    const revoked = (await (await page.request.get(`/api/admin/users/${privateId}`)).json()) as {
      isAdmin: boolean;
    };
    expect(revoked.isAdmin).toBe(false);

    // ---- A user with consent: their conversations and stories are listed and open. ----
    await page.getByRole('link', { name: 'Back to Users' }).click();
    await page.getByRole('combobox', { name: 'Transcripts filter' }).selectOption({ label: 'Public Only' });
    await page.getByRole('row', { name: withConsent.account.email }).click();
    await expect(page.getByRole('heading', { level: 1, name: withConsent.account.name })).toBeVisible();
    const withConsentId = page.url().split('/').at(-1)!;
    const conversations = page.getByRole('region', { name: 'Conversations' });
    const stories = page.getByRole('region', { name: 'Stories' });
    await expect(conversations.getByText('2 messages')).toBeVisible();
    await expect(stories.getByRole('link', { name: 'The baker on Hilltown' })).toBeVisible();
    await expect(page.getByText(/has not granted permission/)).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await stories.getByRole('link', { name: 'The baker on Hilltown' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The baker on Hilltown' })).toBeVisible();
    await expect(page.getByText('We moved in 1950.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Back to User' }).click();

    await conversations.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${withConsentId}/conversations/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Conversation from / })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: 'Messages' }).click();
    await expect(
      page.getByRole('tabpanel').getByText('I was born in Dundee in 1946, above the baker on Hilltown.'),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goBack();

    // ---- Delete the user with consent: the confirmation, then nothing of theirs answers. ----
    await expect(page.getByRole('heading', { level: 1, name: withConsent.account.name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete User' }).click();
    const dialog = await openedDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Delete User' })).toBeVisible();
    await expect(dialog).toContainText(
      'Are you sure you want to delete this user? This action is irreversible and will permanently delete all user data including conversations.',
    );
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    expect((await page.request.get(`/api/admin/users/${withConsentId}`)).status()).toBe(404);
    expect((await withConsent.api.get('/api/profile')).status()).toBe(401);
    expect((await withConsent.api.get('/api/stories')).status()).toBe(401);
    expect((await withoutConsent.api.get('/api/profile')).status()).toBe(200);

    // ---- The audit trail lists what this admin just did, newest first. ----
    await openFromAdminMenu(page, 'Audit Trail', /\/admin\/audit$/);
    const newest = page.locator('tbody tr').first();
    await expect(newest).toContainText('admin.deleteUser');
    await expect(newest).toContainText(admin.email);
    await expect(newest).toContainText(withConsentId);
    await expect(page.getByRole('row', { name: /admin\.setUserAdmin/ }).first()).toContainText(admin.email);
    await expectNoSeriousViolations(page);

    await withConsent.api.dispose();
    await withoutConsent.api.dispose();
  });
});
