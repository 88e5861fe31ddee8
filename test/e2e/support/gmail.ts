import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { controlUrl, signedInUser } from './accounts.ts';

/**
 * Gmail in the browser tests: the product runs against the fake Google server (test/e2e/support/serve.ts),
 * whose mailboxes, latency and per-account stats the control server exposes. Each test links its own Gmail
 * account, so tests never share a mailbox.
 */

export const GMAIL_PAGE = '/app/gmail-integration';

/** A fresh Gmail address and a contact to exchange emails with, unique to one test. */
export const newGmailPair = (): { gmail: string; contact: string } => {
  const id = randomUUID().slice(0, 8);
  return { gmail: `ada-${id}@gmail.test`, contact: `grace-${id}@example.com` };
};

/** Seeds `count` sample emails between the Gmail account and the contact in the fake's mailbox. */
export const seedMailbox = async (gmail: string, contact: string, count: number): Promise<void> => {
  const query = new URLSearchParams({ email: gmail, contact, count: String(count) });
  const response = await fetch(`${controlUrl()}/gmail/mailbox?${query}`, { method: 'POST' });
  expect(response.ok, await response.text()).toBe(true);
};

/** Makes every Gmail API call of the fake wait `ms` first (0 restores it), so a run can be caught half-way. */
export const setGmailLatency = async (ms: number): Promise<void> => {
  const response = await fetch(`${controlUrl()}/gmail/latency?ms=${ms}`, { method: 'POST' });
  expect(response.status).toBe(204);
};

export interface GmailStats {
  requests: number;
  ok: number;
  rateLimited: number;
  grants: { clientId: string; scope: string; offline: boolean; revoked: boolean }[];
}

/** The fake's Gmail call counts and consent grants for one Gmail account. */
export const gmailStats = async (gmail: string): Promise<GmailStats> => {
  const response = await fetch(`${controlUrl()}/gmail/stats?email=${encodeURIComponent(gmail)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as GmailStats;
};

/**
 * Links Gmail the way a user does: 'Connect Gmail' on the page, the (fake) Google consent page, the account's
 * address, Allow; Google's redirect lands back on the page, which says so.
 */
export const connectGmail = async (page: Page, gmail: string): Promise<void> => {
  await page.goto(GMAIL_PAGE);
  await page.getByRole('button', { name: GMAIL_TEXTS.connect, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(gmail);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText(GMAIL_TEXTS.connected, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: GMAIL_TEXTS.panelConnected })).toBeVisible();
};

/** The contact's email field. */
export const contactField = (page: Page) => page.getByRole('textbox', { name: "Contact's email address" });

/** The confirmation asked before a run, an unlink or a delete. */
export const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Answers the confirmation of a run with the contact: its text exactly as the spec writes it, then
 * 'Process emails'.
 */
export const confirmProcessing = async (page: Page, contact: string): Promise<void> => {
  await expect(dialog(page).getByText(GMAIL_TEXTS.confirmProcess(contact), { exact: true })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Process emails' }).click();
  await expect(dialog(page)).toHaveCount(0);
};

/** Types the contact, presses 'Process Emails with Contact' and confirms. */
export const processEmailsWith = async (page: Page, contact: string): Promise<void> => {
  await contactField(page).fill(contact);
  await page.getByRole('button', { name: GMAIL_TEXTS.process }).click();
  await confirmProcessing(page, contact);
};

/** The 'Email Insights' section. */
export const insightsRegion = (page: Page) => page.getByRole('region', { name: GMAIL_TEXTS.insightsHeading });

/** The subjects of the insights listed, in order. */
export const insightSubjects = (page: Page) =>
  insightsRegion(page).getByRole('heading', { level: 3 }).allTextContents();

/** The number in brackets that sampleMailbox puts at the end of each subject: '… (7)' is its 7th email. */
export const sampleNumbers = async (page: Page): Promise<number[]> =>
  (await insightSubjects(page)).map((subject) => Number(/\((\d+)\)$/.exec(subject)?.[1] ?? Number.NaN));

/**
 * Records every value the processing progress bar shows (aria-valuenow) with the percentage written beside
 * it, as they change, so a test can check the bar climbed to 100 % however briefly each value was on screen.
 * Call before the run starts; read with `progressSeen`.
 */
export const recordProgress = async (page: Page): Promise<void> => {
  await page.evaluate(() => {
    const seen: { value: string; text: string }[] = [];
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    const look = () => {
      const box = document.querySelector('[data-testid="processing-progress"]');
      const bar = box?.querySelector('[role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (!box || value == null) return;
      const text =
        [...box.querySelectorAll('p, span, div')]
          .map((element) => element.textContent?.trim() ?? '')
          .find((content) => /^\d+%$/.test(content)) ?? '';
      const last = seen.at(-1);
      if (last?.value !== value || last.text !== text) seen.push({ value, text });
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
};

export const progressSeen = (page: Page): Promise<{ value: string; text: string }[]> =>
  page.evaluate(
    () => (window as unknown as { progressSeen: { value: string; text: string }[] }).progressSeen,
  );

/** Waits for the run's end: "Processed N emails with …". */
export const expectProcessed = (page: Page, count: number, contact: string) =>
  expect(page.getByText(GMAIL_TEXTS.processed(count, contact), { exact: true })).toBeVisible({
    timeout: 30_000,
  });

/**
 * A new user signed in, and a new Gmail account whose mailbox holds `count` emails with one contact: only
 * seeded, linked too, or linked with those emails processed (the run's summary counts them all).
 */
export const withMailbox = async (
  page: Page,
  count: number,
  upTo: 'seeded' | 'linked' | 'processed' = 'seeded',
): Promise<{ gmail: string; contact: string }> => {
  await signedInUser(page);
  const pair = newGmailPair();
  await seedMailbox(pair.gmail, pair.contact, count);
  if (upTo === 'seeded') return pair;
  await connectGmail(page, pair.gmail);
  if (upTo === 'linked') return pair;
  await processEmailsWith(page, pair.contact);
  await expectProcessed(page, count, pair.contact);
  return pair;
};
