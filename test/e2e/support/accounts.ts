import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { testTotpCode } from '#test/helpers/test-totp.ts';

/** Where the global setup started the product and its test-only control server. */
export const baseUrl = (): string => required('E2E_BASE_URL');
export const controlUrl = (): string => required('E2E_CONTROL_URL');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through playwright.config.ts`);
  return value;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A fresh account for one test: a random email, so tests never share state. */
export const newAccount = (): Account => {
  const id = randomUUID().slice(0, 8);
  return { name: `Ada ${id}`, email: `ada-${id}@example.com`, password: `Quiet harbour ${id}!` };
};

/**
 * Registers through the API, outside the browser (registering answers with a session cookie, and the
 * browser should stay signed out). The UI registration has its own test.
 */
export const registerAccount = async (account: Account = newAccount()): Promise<Account> => {
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.ok, await response.text()).toBe(true);
  return account;
};

/**
 * Signs the browser in through the API; the session cookie lands in the page's context. An administrator
 * (two-factor sign-in on with TEST_TOTP_SECRET, see makeAdmin) answers the challenge with the current code;
 * a code is good once, so when this account just used the current one the next time step's is awaited.
 */
export const signIn = async (page: Page, account: Account): Promise<void> => {
  const response = await page.request.post(`${baseUrl()}/api/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const answer = (await response.json()) as { twoFactorRequired?: boolean; challenge?: string };
  if (!answer.twoFactorRequired) return;
  for (let attempt = 0; ; attempt += 1) {
    const second = await page.request.post(`${baseUrl()}/api/auth/login/two-factor`, {
      data: { challenge: answer.challenge, code: testTotpCode() },
    });
    if (second.ok() || attempt === 1) {
      expect(second.ok(), await second.text()).toBe(true);
      return;
    }
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
  }
};

/** A registered, signed-in user. */
export const signedInUser = async (page: Page): Promise<Account> => {
  const account = await registerAccount();
  await signIn(page, account);
  return account;
};

/**
 * Makes an existing account (a user's or a narrator's) an administrator through the control server, with
 * two-factor sign-in on (TEST_TOTP_SECRET); the sessions it has stay open.
 */
export const makeAdmin = async (
  account: Pick<Account, 'email'>,
  { twoFactor = true }: { twoFactor?: boolean } = {},
): Promise<void> => {
  const query = `email=${encodeURIComponent(account.email)}${twoFactor ? '' : '&twoFactor=off'}`;
  const response = await fetch(`${controlUrl()}/admin?${query}`, { method: 'POST' });
  expect(response.status).toBe(204);
};

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the local runtime wrote to the outbox for an address. */
export const outboxFor = async (email: string): Promise<OutboxMail[]> => {
  const response = await fetch(`${controlUrl()}/mail?email=${encodeURIComponent(email)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as OutboxMail[];
};

/** The password reset link of the newest reset email sent to the address (waits until it arrives). */
export const resetLinkFor = async (email: string): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${controlUrl()}/mail?email=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as OutboxMail[];
      link = mails.at(-1)?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
};

/** Opens the newest verification link mailed to the address through the API (Walt then mails the account). */
export const verifyEmailOf = async (email: string): Promise<void> => {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mails = await outboxFor(email);
      token = mails
        .map((mail) => /verify-email\?token=([\w-]+)/.exec(mail.text)?.[1])
        .filter(Boolean)
        .at(-1);
      return token;
    })
    .toBeTruthy();
  const response = await fetch(`${baseUrl()}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(response.ok, await response.text()).toBe(true);
};
