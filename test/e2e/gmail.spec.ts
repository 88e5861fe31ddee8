import { randomUUID } from 'node:crypto';
import { CONNECT_ACCOUNTS_TEXTS, GMAIL_TEXTS } from '#shared/texts.ts';
import { signedInUser } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  confirmProcessing,
  connectGmail,
  contactField,
  dialog,
  expectProcessed,
  GMAIL_PAGE,
  gmailStats,
  insightSubjects,
  insightsRegion,
  newGmailPair,
  processEmailsWith,
  progressSeen,
  recordProgress,
  sampleNumbers,
  seedMailbox,
  setGmailLatency,
  withMailbox,
} from './support/gmail.ts';
import { expect, test } from './support/test.ts';

/**
 * Connected accounts and Gmail (spec part B §2 "Connect accounts" and "Link Personal Data", §4, §5, §8), as a
 * new user in Chromium against the product with Gmail wired to the fake Google server: its consent page,
 * token endpoint and Gmail API are real HTTP, the emails are summarised on the gmail queue.
 */

/** The address of `Name <address>` (or the bare address). */
const addressOf = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value;

/**
 * A small mailbox export as mail programs write it (mboxrd, LF): per message a 'From ' separator line, the
 * headers, a blank line and the body, whose lines that would read as a separator are quoted with '>'.
 */
const mboxOf = (messages: { from: string; to: string; subject: string; date: Date; text: string }[]) =>
  Buffer.from(
    messages
      .map(
        (message) =>
          `From ${addressOf(message.from)} ${message.date.toUTCString()}\n` +
          `From: ${message.from}\nTo: ${message.to}\nSubject: ${message.subject}\n` +
          `Date: ${message.date.toUTCString().replace(/GMT$/, '+0000')}\n` +
          `Message-ID: <${randomUUID()}@mail.example.test>\n` +
          'MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\n' +
          `${message.text.replace(/^(>*From )/gm, '>$1')}\n\n`,
      )
      .join(''),
    'utf8',
  );

test.describe('connected accounts and Gmail', () => {
  test.afterEach(async () => {
    // A test that slowed Gmail down must not slow the next one, whatever happened to it.
    await setGmailLatency(0);
  });

  test("the dashboard's 'Connect your accounts' leads to Gmail; Instagram is coming soon", async ({
    page,
  }) => {
    await signedInUser(page);
    await page.goto('/app');
    await page.getByRole('link', { name: /Connect your accounts/ }).click();
    await expect(page).toHaveURL(/\/app\/connect-accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect your accounts' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: CONNECT_ACCOUNTS_TEXTS.gmail, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: CONNECT_ACCOUNTS_TEXTS.instagram, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coming Soon: Instagram' })).toBeDisabled();
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Set up Gmail' }).click();
    await expect(page).toHaveURL(/\/app\/gmail-integration$/);
    await expect(page.getByRole('heading', { level: 1, name: GMAIL_TEXTS.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: GMAIL_TEXTS.panelNotConnected })).toBeVisible();
    await expect(page.getByRole('button', { name: GMAIL_TEXTS.connect, exact: true })).toBeEnabled();
    await expectNoSeriousViolations(page);

    // Instagram's page, reached from the connect page: Coming Soon, and Go Back returns there.
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/connect-accounts$/);
    await page.goto('/app/instagram-integration');
    await expect(page.getByRole('heading', { level: 1, name: 'Instagram' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: CONNECT_ACCOUNTS_TEXTS.comingSoon }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: CONNECT_ACCOUNTS_TEXTS.goBack }).click();
    await expect(page).toHaveURL(/\/app\/connect-accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect your accounts' })).toBeVisible();
  });

  test("connecting through Google's consent page: connected, Unlink and Change Account, a clean address", async ({
    page,
  }) => {
    const { gmail } = await withMailbox(page, 3);
    await page.goto(GMAIL_PAGE);
    await expect(page.getByRole('heading', { name: GMAIL_TEXTS.panelNotConnected })).toBeVisible();
    await page.getByRole('button', { name: GMAIL_TEXTS.connect, exact: true }).click();

    // Google's consent page asks for read-only Gmail on Walt's behalf.
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page.getByText('Read your email messages and settings.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(gmail);
    await page.getByRole('button', { name: 'Allow' }).click();

    await expect(page.getByText(GMAIL_TEXTS.connected, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: GMAIL_TEXTS.panelConnected })).toBeVisible();
    await expect(page.getByText(`Linked to ${gmail}`)).toBeVisible();
    await expect(page.getByRole('button', { name: GMAIL_TEXTS.unlink })).toBeVisible();
    await expect(page.getByRole('button', { name: GMAIL_TEXTS.changeAccount })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === GMAIL_PAGE && url.search === '');
    // Walt holds an offline, read-only grant at Google.
    expect((await gmailStats(gmail)).grants).toEqual([
      expect.objectContaining({ scope: 'https://www.googleapis.com/auth/gmail.readonly', offline: true }),
    ]);
    await expectNoSeriousViolations(page);

    // The link survives a reload, without the success message this time.
    await page.reload();
    await expect(page.getByRole('heading', { name: GMAIL_TEXTS.panelConnected })).toBeVisible();
    await expect(page.getByText(GMAIL_TEXTS.connected, { exact: true })).toHaveCount(0);
  });

  test('processing the emails with a contact: the confirmation, the progress bar to 100 %, the insights', async ({
    page,
  }) => {
    const { gmail, contact } = await withMailbox(page, 6);
    await seedMailbox(gmail, 'someone-else@example.com', 2);
    await connectGmail(page, gmail);

    const process = page.getByRole('button', { name: GMAIL_TEXTS.process });
    await expect(contactField(page)).toHaveAttribute('placeholder', GMAIL_TEXTS.contactPlaceholder);
    await expect(contactField(page)).toHaveValue('');
    await expect(process).toBeDisabled();

    // Cancel in the confirmation starts nothing.
    await contactField(page).fill(contact);
    await process.click();
    await expect(dialog(page).getByText(GMAIL_TEXTS.confirmProcess(contact), { exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByTestId('processing-progress')).toHaveCount(0);

    // A little latency keeps the run on screen long enough to watch.
    await setGmailLatency(400);
    await recordProgress(page);
    await process.click();
    await confirmProcessing(page, contact);
    const bar = page.getByRole('progressbar', { name: 'Email processing progress' });
    // At 0 % the bar's filled part has no width (Playwright calls it hidden); it is in the page all the same.
    await expect(bar).toBeAttached();
    await expect(page.getByTestId('processing-progress')).toBeVisible();
    await expect(page.getByRole('button', { name: GMAIL_TEXTS.cancel })).toBeVisible();
    await expect(process).toBeDisabled();

    await expectProcessed(page, 6, contact);
    await expect(bar).toHaveCount(0);
    const seen = await progressSeen(page);
    const values = seen.map((step) => Number(step.value));
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(100);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    // The percentage beside the bar says the same number.
    for (const step of seen) expect(step.text).toBe(`${step.value}%`);

    // The six emails with the contact, newest first; the other correspondent's are not among them.
    await expect(insightsRegion(page).getByRole('heading', { level: 3 })).toHaveCount(6);
    expect(await sampleNumbers(page)).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(insightsRegion(page).getByText(`From ${contact}`).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    // They are stored: a reload lists them again.
    await page.reload();
    await expect(insightsRegion(page).getByRole('heading', { level: 3 })).toHaveCount(6);
  });

  test('cancelling a run half-way keeps what was processed', async ({ page }) => {
    const total = 60;
    const { contact } = await withMailbox(page, total, 'linked');

    // Each Gmail call takes 5 s. The run's 6 batches of 10 emails, 5 at a time each, come back in two waves
    // 5 s apart: the first is at most half of the emails, and the second leaves the time to press Cancel.
    await setGmailLatency(5000);
    await processEmailsWith(page, contact);
    const underWay = page.getByText(new RegExp(`^Processing ([1-9]\\d*) of ${total} emails$`));
    await expect(underWay).toBeVisible({ timeout: 30_000 });
    const done = Number(/Processing (\d+)/.exec((await underWay.textContent()) ?? '')?.[1]);
    expect(done).toBeLessThan(total);

    await page.getByRole('button', { name: GMAIL_TEXTS.cancel }).click();
    await expect(page.getByText(GMAIL_TEXTS.cancelled, { exact: true })).toBeVisible();
    await expect(page.getByTestId('processing-progress')).toHaveCount(0);
    await expect(page.getByText(/^Processed \d+ emails with/)).toHaveCount(0);
    // What was processed before the cancel is saved and listed.
    await expect(insightsRegion(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect((await insightSubjects(page)).length).toBeGreaterThanOrEqual(Math.min(done, 20));
    // The form is free again for another run.
    await expect(contactField(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: GMAIL_TEXTS.process })).toBeEnabled();
  });

  test("'Load More' appears while the server has more, and the next page replaces the list", async ({
    page,
  }) => {
    await withMailbox(page, 25, 'processed');
    // The run's answer is the whole run, with no more to load.
    await expect(insightsRegion(page).getByRole('heading', { level: 3 })).toHaveCount(25);
    await expect(page.getByRole('button', { name: GMAIL_TEXTS.loadMore })).toHaveCount(0);

    // On a fresh visit the first page of 20 comes with hasMore.
    const firstPage = page.waitForResponse((response) => response.url().endsWith('/api/gmail/insights'));
    await page.reload();
    expect(await (await firstPage).json()).toMatchObject({ total: 25, hasMore: true });
    await expect(insightsRegion(page).getByRole('heading', { level: 3 })).toHaveCount(20);
    expect(await sampleNumbers(page)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));

    // The first page's cursor travels with the offset, so the server reads the next page as one page.
    const nextPage = page.waitForResponse((response) =>
      /\/api\/gmail\/insights\?offset=20&cursor=[\w-]+$/.test(response.url()),
    );
    await page.getByRole('button', { name: GMAIL_TEXTS.loadMore }).click();
    expect(await (await nextPage).json()).toMatchObject({ total: 25, hasMore: false });
    // As the spec writes it, the page after the loaded count replaces the list.
    await expect(insightsRegion(page).getByRole('heading', { level: 3 })).toHaveCount(5);
    expect(await sampleNumbers(page)).toEqual([21, 22, 23, 24, 25]);
    await expect(page.getByRole('button', { name: GMAIL_TEXTS.loadMore })).toHaveCount(0);
  });

  test('extracting facts, deleting all summaries and unlinking, each with its confirmation', async ({
    page,
  }) => {
    const { gmail } = await withMailbox(page, 4, 'processed');

    const facts = page.getByRole('region', { name: 'Biographical facts' });
    await page.getByRole('button', { name: GMAIL_TEXTS.extract }).click();
    await expect(facts.getByRole('heading', { name: 'About you', exact: true })).toBeVisible();
    await expect(facts.getByRole('heading', { name: 'About your correspondents' })).toBeVisible();
    await expect(facts.getByText('Gathered offline.').first()).toBeVisible();

    // Delete all: asked first, then the list and the facts are cleared.
    await page.getByRole('button', { name: GMAIL_TEXTS.deleteAll }).click();
    await expect(dialog(page).getByText(GMAIL_TEXTS.confirmDelete, { exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: GMAIL_TEXTS.deleteAll }).click();
    await expect(page.getByText(GMAIL_TEXTS.deleted, { exact: true })).toBeVisible();
    await expect(insightsRegion(page).getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(insightsRegion(page).getByText(GMAIL_TEXTS.noInsights)).toBeVisible();
    await expect(facts.getByRole('heading', { name: 'About you', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(insightsRegion(page).getByText(GMAIL_TEXTS.noInsights)).toBeVisible();

    // Unlink: asked first; Google's grant is revoked and the panel offers to connect again.
    await page.getByRole('button', { name: GMAIL_TEXTS.unlink }).click();
    await expect(dialog(page).getByText(GMAIL_TEXTS.confirmUnlink, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog(page).getByRole('button', { name: GMAIL_TEXTS.unlink }).click();
    await expect(page.getByText(GMAIL_TEXTS.unlinked, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: GMAIL_TEXTS.panelNotConnected })).toBeVisible();
    await expect(page.getByRole('button', { name: GMAIL_TEXTS.connect, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: GMAIL_TEXTS.unlink })).toHaveCount(0);
    expect((await gmailStats(gmail)).grants.map((grant) => grant.revoked)).toEqual([true]);
    await page.reload();
    await expect(page.getByRole('heading', { name: GMAIL_TEXTS.panelNotConnected })).toBeVisible();
  });

  test('importing a mailbox file (.mbox) processes the emails with the contact', async ({ page }) => {
    await signedInUser(page);
    const { contact } = newGmailPair();
    const me = 'ada@example.test';
    const file = mboxOf([
      {
        from: `Grace <${contact}>`,
        to: me,
        subject: 'Our trip to Whitby',
        date: new Date('2023-04-02T10:00:00Z'),
        text: 'I loved the abbey. Do you remember the rain on the pier?',
      },
      {
        from: 'Uncle Bob <bob@example.test>',
        to: me,
        subject: 'Fishing on Sunday',
        date: new Date('2023-04-03T10:00:00Z'),
        text: 'Bring your rod, we leave at six.',
      },
      {
        from: me,
        to: contact,
        subject: 'Re: Our trip to Whitby',
        date: new Date('2023-04-04T10:00:00Z'),
        text: 'It rained all week.\n\nFrom then on I always carried an umbrella.',
      },
      {
        from: me,
        to: `Grace <${contact}>`,
        subject: 'Mum’s birthday',
        date: new Date('2023-05-10T10:00:00Z'),
        text: 'Shall we meet at the café on Briggate for her birthday?',
      },
    ]);
    await page.goto(GMAIL_PAGE);
    await expect(page.getByRole('heading', { name: GMAIL_TEXTS.panelNotConnected })).toBeVisible();
    const input = page.getByLabel('Mailbox file (.mbox)');
    const importButton = page.getByRole('button', { name: 'Import and process mailbox' });
    await input.setInputFiles({ name: 'takeout.mbox', mimeType: 'application/mbox', buffer: file });

    // No contact yet: the spec's message, and nothing is asked.
    await importButton.click();
    await expect(page.getByRole('alert')).toHaveText(GMAIL_TEXTS.emailRequired);
    await expect(dialog(page)).toHaveCount(0);

    await recordProgress(page);
    await contactField(page).fill(contact);
    await importButton.click();
    await confirmProcessing(page, contact);
    await expectProcessed(page, 3, contact);
    expect((await progressSeen(page)).map((step) => step.value)).toContain('100');
    await expect(insightsRegion(page).getByRole('heading', { level: 3 })).toHaveText([
      'Mum’s birthday',
      'Re: Our trip to Whitby',
      'Our trip to Whitby',
    ]);
    await page.reload();
    await expect(insightsRegion(page).getByRole('heading', { level: 3 })).toHaveCount(3);
  });

  test("a refused consent, or gmail_error=true, shows 'Failed to connect Gmail. Please try again.'", async ({
    page,
  }) => {
    await signedInUser(page);
    await page.goto(GMAIL_PAGE);
    await page.getByRole('button', { name: GMAIL_TEXTS.connect, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByRole('alert')).toHaveText(GMAIL_TEXTS.connectFailed);
    await expect(page).toHaveURL((url) => url.pathname === GMAIL_PAGE && url.search === '');
    await expect(page.getByRole('heading', { name: GMAIL_TEXTS.panelNotConnected })).toBeVisible();

    await page.goto(`${GMAIL_PAGE}?gmail_error=true`);
    await expect(page.getByRole('alert')).toHaveText(GMAIL_TEXTS.connectFailed);
    await expect(page).toHaveURL((url) => url.pathname === GMAIL_PAGE && url.search === '');
    await expect(page.getByText(GMAIL_TEXTS.connected, { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
