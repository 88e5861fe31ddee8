import type { APIRequestContext } from '@playwright/test';
import { baseUrl, makeAdmin, verifyEmailOf } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { BORN_IN_DUNDEE, savedConversation } from './support/conversations.ts';
import { signedInNarrator } from './support/narrator.ts';
import { expect, test } from './support/test.ts';

/** A saved two-message conversation of the signed-in narrator, summarised at call end when `summary`. */
const bornInDundee = (request: APIRequestContext, summary: boolean) =>
  savedConversation(request, { sessionType: 'gettingToKnowYou' }, BORN_IN_DUNDEE, {
    shouldSummarize: summary,
  });

test.describe('the conversation page', () => {
  test('shows the heading, type badge, the three tabs and sends the writer report', async ({ page }) => {
    const narrator = await signedInNarrator(page);
    await verifyEmailOf(narrator.email);
    const conversation = await bornInDundee(page.request, true);
    // The server never stores an empty message; an older record may still hold one.
    await page.route(new RegExp(`/api/conversations/${conversation.id}$`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { messages: unknown[] };
      body.messages.push({ id: 'm3', role: 'assistant', content: '' });
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/conversations/${conversation.id}`);

    await expect(
      page.getByRole('heading', { level: 1, name: /^Conversation from \w+ \d+, \d{4}$/ }),
    ).toBeVisible();
    await expect(page.getByText('Audio Interview', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Archive' })).toHaveAttribute('href', '/archive');
    await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('summary')).not.toBeEmpty();
    await expectNoSeriousViolations(page);

    await page.getByRole('tab', { name: 'Messages' }).click();
    const messages = page.getByTestId('message');
    await expect(messages).toHaveCount(3);
    await expect(messages.nth(0)).toContainText('Walt');
    await expect(messages.nth(1)).toContainText('You');
    await expect(messages.nth(1)).toContainText('I was born in Dundee');
    await expect(messages.nth(2)).toContainText('[Empty message]');
    await expectNoSeriousViolations(page);

    await page.getByRole('tab', { name: 'Raw Transcript' }).click();
    await expect(page.getByTestId('raw-transcript')).toContainText('"content": "Where were you born, Edie?"');

    await page.getByRole('button', { name: 'Send Writer Report' }).click();
    await expect(page.getByText('Writer report has been sent to your email!')).toBeVisible();
  });

  test('without a summary shows "No summary available."', async ({ page }) => {
    await signedInNarrator(page);
    const conversation = await bornInDundee(page.request, false);
    await page.goto(`/conversations/${conversation.id}`);
    await expect(page.getByText('No summary available.')).toBeVisible();
  });

  test('a failed writer report says so', async ({ page }) => {
    await signedInNarrator(page);
    const conversation = await bornInDundee(page.request, false);
    await page.route('**/send-writer-report', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }),
    );
    await page.goto(`/conversations/${conversation.id}`);
    await page.getByRole('button', { name: 'Send Writer Report' }).click();
    await expect(page.getByText('Failed to send writer report. Please try again later.')).toBeVisible();
  });

  test('an unknown conversation shows "Failed to load conversation"', async ({ page }) => {
    await signedInNarrator(page);
    await page.goto('/conversations/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toHaveText('Failed to load conversation');
  });

  test('administrators: the consent text on 403, then the transcript once the user allows it', async ({
    page,
    browser,
  }) => {
    await signedInNarrator(page);
    const revoked = await page.request.put(`${baseUrl()}/api/profile/permissions`, {
      data: { permissions: { 'can-see-transcripts': false } },
    });
    expect(revoked.ok(), await revoked.text()).toBe(true);
    const conversation = await bornInDundee(page.request, true);

    const adminContext = await browser.newContext({ baseURL: baseUrl() });
    const admin = await adminContext.newPage();
    const administrator = await signedInNarrator(admin);
    await makeAdmin(administrator);

    await admin.goto(`/admin/users/${conversation.userId}/conversations/${conversation.id}`);
    await expect(admin.getByRole('alert')).toHaveText(
      'This user has not granted permission to view their conversations.',
    );
    await expect(admin.getByRole('link', { name: 'Back to User Detail' })).toHaveAttribute(
      'href',
      `/admin/users/${conversation.userId}`,
    );

    const granted = await page.request.put(`${baseUrl()}/api/profile/permissions`, {
      data: { permissions: { 'can-see-transcripts': true } },
    });
    expect(granted.ok(), await granted.text()).toBe(true);
    await admin.goto(`/admin/conversations/${conversation.id}`);
    await expect(admin.getByRole('link', { name: 'Back to Admin Users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    await expect(admin.getByRole('heading', { level: 1, name: /^Conversation from / })).toBeVisible();
    await admin.getByRole('tab', { name: 'Messages' }).click();
    await expect(admin.getByTestId('message').nth(1)).toContainText('I was born in Dundee');
    await adminContext.close();
  });
});
