import { totpCodeAt } from '#functions/core/auth/totp.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';

export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** An API client that sends a browser's User-Agent, as a real browser would. */
export class Browser extends ApiClient {
  constructor(
    readonly userAgent: string,
    ip?: string,
  ) {
    super(undefined, ip);
  }

  override headersFor(): Record<string, string> {
    return { ...super.headersFor(), 'user-agent': this.userAgent };
  }
}

/** Signs the account in on another browser (a second session). */
export const signInOn = async (browser: ApiClient, account: Session['account']): Promise<ApiClient> => {
  const answer = await browser.post('/api/auth/login', { email: account.email, password: account.password });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return browser;
};

const PERIOD_MS = 30_000;
/** The code of the current step plus `offset` steps, as an authenticator app computes it. */
export const codeOf = (secret: string, offset = 0) => totpCodeAt(secret, Date.now() + offset * PERIOD_MS);

/** Waits for a new step when this one ends within 8 s, so a test's codes fall around one server step. */
export const freshStep = async () => {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
};

/** Turns two-factor sign-in on for a signed-in client (with the code of this step: later codes use +1). */
export const turnOnTwoFactor = async (
  client: ApiClient,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> => {
  const setup = await client.post<{ secret: string }>('/api/account/two-factor/setup', { password });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status}`);
  const { secret } = setup.body;
  const enable = await client.post<{ recoveryCodes: string[] }>('/api/account/two-factor/enable', {
    code: codeOf(secret, 0),
  });
  if (enable.status !== 200)
    throw new Error(`enable failed: ${enable.status} ${JSON.stringify(enable.body)}`);
  return { secret, recoveryCodes: enable.body.recoveryCodes };
};

/** A narrator registered from Firefox on Windows. */
export const narratorOnFirefox = async (): Promise<Session> => {
  const first = await signedInClient();
  // Sign in again from a browser that names itself, so the session records its device.
  const browser = await signInOn(new Browser(FIREFOX_WINDOWS, '203.0.113.45:5000'), first.account);
  await first.client.post('/api/auth/logout');
  return { ...first, client: browser };
};
