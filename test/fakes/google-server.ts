import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  buildMessage,
  gmailId,
  type MessageFormat,
  matchesQuery,
  messageResource,
  parseQuery,
  QueryError,
  type SeedMessage,
  type StoredMessage,
} from './google-mailbox.ts';
import { FakeHttpServer, readBody } from './http.ts';

export { type SeedMessage, sampleMailbox } from './google-mailbox.ts';

/** The only scope the fake grants: Walt asks for read-only Gmail and nothing else. */
export const GMAIL_READONLY_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';

export interface GoogleClient {
  clientId: string;
  clientSecret: string;
  /** Registered redirect URIs; omitted means any http(s) URI (the product's port is only known at run time). */
  redirectUris?: string[];
  /** Shown on the consent page. */
  name?: string;
}

/** The OAuth client the fake knows unless a test registers its own. */
export const FAKE_GOOGLE_CLIENT: GoogleClient = {
  clientId: '1234567890-walt.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-fake-client-secret',
  name: 'Walt',
};

export interface FakeGoogleOptions {
  clients?: GoogleClient[];
  /** The email prefilled on the consent page and used by approve() when none is given. */
  defaultAccount?: string;
  /** Gmail's per-user quota: bucket capacity and refill rate in units per second (Google: 250). */
  quotaUnitsPerSecond?: number;
  /** Delay added to every Gmail API call, to make benchmarks feel a network. */
  latencyMs?: number;
  /** Access-token lifetime reported as expires_in (Google: 3599). */
  accessTokenTtlSeconds?: number;
  port?: number;
  host?: string;
}

export interface GoogleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The Gmail account the bearer token belongs to (Gmail calls with a valid token only). */
  account?: string;
  /** Response status, set when the response has been sent. */
  status: number;
  at: number;
}

export interface AccountStats {
  /** Gmail calls made with a valid token for this account. */
  requests: number;
  ok: number;
  /** Answered 429 by the quota. */
  rateLimited: number;
  /** Answered by failNext(). */
  faults: number;
  /** Quota units spent by admitted calls. */
  units: number;
  firstAt?: number;
  lastAt?: number;
  /** Units spent per second between the first and the last call (the rate actually sustained). */
  unitsPerSecond: number;
}

interface Grant {
  email: string;
  clientId: string;
  scope: string;
  refreshToken?: string;
  accessTokens: Set<string>;
  revoked: boolean;
}

/** A validated authorization request, waiting for the user's decision on the consent page. */
interface Consent {
  client: GoogleClient;
  redirectUri: string;
  scope: string;
  state?: string;
  codeChallenge: string;
  offline: boolean;
}

interface AuthCode extends Consent {
  email: string;
  expiresAt: number;
}

class ConsentError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`${code}: ${description}`);
  }
}

/** Google's documented quota units per Gmail method (developers.google.com/gmail/api/reference/quota). */
const UNITS = { 'messages.list': 5, 'messages.get': 5, getProfile: 1 } as const;
type GmailMethod = keyof typeof UNITS;

const CODE_TTL_MS = 10 * 60_000;
const FORMATS = new Set<MessageFormat>(['raw', 'full', 'metadata', 'minimal']);

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
};

const html = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Google's OAuth error body (token and revoke endpoints). */
const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
  send(res, status, { error, error_description: description });

/** Google's API error body, as the Gmail API answers failures. */
const apiError = (
  res: ServerResponse,
  code: number,
  message: string,
  reason: string,
  status: string,
  extra: { domain?: string; headers?: Record<string, string> } = {},
) =>
  send(
    res,
    code,
    { error: { code, message, errors: [{ message, domain: extra.domain ?? 'global', reason }], status } },
    extra.headers,
  );

const FAULTS: Record<number, { message: string; reason: string; status: string }> = {
  500: { message: 'Internal error encountered.', reason: 'backendError', status: 'INTERNAL' },
  502: { message: 'Bad Gateway', reason: 'backendError', status: 'UNAVAILABLE' },
  503: { message: 'The service is currently unavailable.', reason: 'backendError', status: 'UNAVAILABLE' },
  429: { message: 'User-rate limit exceeded', reason: 'rateLimitExceeded', status: 'RESOURCE_EXHAUSTED' },
};

const token = (prefix: string) => `${prefix}${randomBytes(48).toString('base64url')}`;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
/** RFC 7636 §4.1: 43–128 unreserved characters; the same shape holds for an S256 challenge. */
const PKCE_SHAPE = /^[A-Za-z0-9\-._~]{43,128}$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local fake of the Google endpoints Walt uses, speaking the real protocols so the unchanged `googleapis`
 * SDK runs against it: the OAuth 2.0 consent page (`/o/oauth2/v2/auth`, PKCE S256 required), the token
 * endpoint (`/token`: authorization_code and refresh_token grants), revocation (`/revoke`) and the Gmail
 * REST API (`/gmail/v1/users/me/…`: messages.list with `q` and paging, messages.get in raw/full/metadata/
 * minimal, getProfile). Gmail calls are metered per user with Google's quota units in a token bucket, so
 * workers that ignore the quota see the 429s Google would send. Every request is recorded; failNext() and
 * latencyMs inject faults.
 */
export class FakeGoogle extends FakeHttpServer {
  readonly requests: GoogleRequest[] = [];
  /** Every revocation request: the token sent, whose grant it ended (if any) and the status answered. */
  readonly revocations: { token: string; account?: string; refreshToken: boolean; status: number }[] = [];
  defaultAccount: string;
  quotaUnitsPerSecond: number;
  latencyMs: number;
  private readonly clients = new Map<string, GoogleClient>();
  private readonly mailboxes = new Map<string, { email: string; messages: StoredMessage[] }>();
  private readonly threads = new Map<string, string>();
  private readonly consents = new Map<string, Consent>();
  private readonly codes = new Map<string, AuthCode>();
  private readonly grants: Grant[] = [];
  private readonly refreshTokens = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  private readonly buckets = new Map<string, { units: number; at: number }>();
  private readonly counters = new Map<string, Omit<AccountStats, 'unitsPerSecond'>>();
  private readonly faults: number[] = [];
  private readonly accessTokenTtlSeconds: number;
  private historyId = 1000;

  constructor(private readonly options: FakeGoogleOptions = {}) {
    super();
    for (const client of options.clients ?? [FAKE_GOOGLE_CLIENT]) this.addClient(client);
    this.defaultAccount = options.defaultAccount ?? 'narrator@gmail.test';
    this.quotaUnitsPerSecond = options.quotaUnitsPerSecond ?? 250;
    this.latencyMs = options.latencyMs ?? 0;
    this.accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 3599;
  }

  protected override listenAt(): { port?: number; host?: string } {
    return { port: this.options.port, host: this.options.host };
  }

  protected failed(res: ServerResponse, error: unknown): void {
    apiError(res, 500, String(error), 'backendError', 'INTERNAL');
  }

  /** Forgets recorded requests, pending faults, quota buckets and stats (mailboxes and tokens stay). */
  reset(): void {
    this.requests.length = 0;
    this.revocations.length = 0;
    this.faults.length = 0;
    this.buckets.clear();
    this.counters.clear();
    this.latencyMs = this.options.latencyMs ?? 0;
    this.quotaUnitsPerSecond = this.options.quotaUnitsPerSecond ?? 250;
  }

  addClient(client: GoogleClient): void {
    this.clients.set(client.clientId, client);
  }

  /** Seeds an account's mailbox (creating the account); returns the Gmail ids given to the messages. */
  addMessages(accountEmail: string, messages: SeedMessage[]): string[] {
    const mailbox = this.mailbox(accountEmail);
    const ids = messages.map((seed) => {
      const id = gmailId();
      const threadKey = `${mailbox.email}\n${seed.subject.replace(/^((re|fwd?):\s*)+/i, '').toLowerCase()}`;
      const threadId = this.threads.get(threadKey) ?? id;
      this.threads.set(threadKey, threadId);
      this.historyId += 1;
      mailbox.messages.push(buildMessage(seed, { id, threadId, historyId: String(this.historyId) }));
      return id;
    });
    // Gmail lists newest first.
    mailbox.messages.sort((a, b) => b.internalDate - a.internalDate);
    return ids;
  }

  /** The stored messages of an account, newest first. */
  messages(accountEmail: string): readonly StoredMessage[] {
    return this.mailbox(accountEmail).messages;
  }

  /** The next `n` Gmail API calls (with a valid token) fail with this status, in Google's error shape. */
  failNext(n: number, status = 503): void {
    for (let index = 0; index < n; index += 1) this.faults.push(status);
  }

  /** Per-account Gmail call counts, 429s and quota units, for assertions and benchmarks. */
  stats(accountEmail: string): AccountStats {
    const counter = this.counters.get(accountEmail.toLowerCase()) ?? {
      requests: 0,
      ok: 0,
      rateLimited: 0,
      faults: 0,
      units: 0,
    };
    const seconds =
      counter.firstAt !== undefined && counter.lastAt !== undefined
        ? (counter.lastAt - counter.firstAt) / 1000
        : 0;
    return { ...counter, unitsPerSecond: seconds > 0 ? counter.units / seconds : 0 };
  }

  /** The grants (one per consent) given for an account, to check that unlinking revoked them. */
  grantsFor(accountEmail: string): { clientId: string; scope: string; offline: boolean; revoked: boolean }[] {
    return this.grants
      .filter((grant) => grant.email === accountEmail.toLowerCase())
      .map((grant) => ({
        clientId: grant.clientId,
        scope: grant.scope,
        offline: grant.refreshToken !== undefined,
        revoked: grant.revoked,
      }));
  }

  /** The refresh tokens issued to an account (one per offline consent), to check which one was revoked. */
  refreshTokensOf(accountEmail: string): string[] {
    return this.grants.flatMap((grant) =>
      grant.email === accountEmail.toLowerCase() && grant.refreshToken ? [grant.refreshToken] : [],
    );
  }

  /** Makes every access token (of one account, or all) expired, so the SDK must use its refresh token. */
  expireAccessTokens(accountEmail?: string): void {
    for (const record of this.accessTokens.values())
      if (!accountEmail || record.grant.email === accountEmail.toLowerCase()) record.expiresAt = 0;
  }

  /**
   * What the consent page does when the user presses Allow, without a browser: validates the authorization
   * URL exactly as the page does and returns the callback URL (redirect_uri?state=…&code=…&scope=…).
   * Throws on a request the consent page would refuse.
   */
  approve(authUrl: string, email = this.defaultAccount): string {
    return this.decide(this.validate(new URL(authUrl).searchParams), email, true);
  }

  /** What Cancel does: the callback URL with error=access_denied. */
  deny(authUrl: string): string {
    return this.decide(this.validate(new URL(authUrl).searchParams), this.defaultAccount, false);
  }

  private mailbox(accountEmail: string) {
    const key = accountEmail.toLowerCase();
    let mailbox = this.mailboxes.get(key);
    if (!mailbox) {
      mailbox = { email: key, messages: [] };
      this.mailboxes.set(key, mailbox);
    }
    return mailbox;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const record: GoogleRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: 0,
      at: Date.now(),
    };
    this.requests.push(record);
    res.on('finish', () => {
      record.status = res.statusCode;
    });
    const body = await readBody(req);
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /o/oauth2/v2/auth') return this.consentPage(res, url.searchParams);
    if (route === 'POST /o/oauth2/v2/auth/decision') return this.decision(res, body);
    if (route === 'POST /token') return this.token(req, res, body);
    if (route === 'POST /revoke') return this.revoke(req, res, url, body);
    if (url.pathname.startsWith('/gmail/v1/')) return this.gmail(req, res, url, record);
    apiError(res, 404, 'Not Found', 'notFound', 'NOT_FOUND');
  }

  /* ---------- OAuth consent ---------- */

  private validate(params: URLSearchParams): Consent {
    const required = (name: string) => {
      const value = params.get(name);
      if (!value) throw new ConsentError(400, 'invalid_request', `Missing required parameter: ${name}`);
      return value;
    };
    const client = this.clients.get(required('client_id'));
    if (!client) throw new ConsentError(401, 'invalid_client', 'The OAuth client was not found.');
    const redirectUri = required('redirect_uri');
    const registered = client.redirectUris
      ? client.redirectUris.includes(redirectUri)
      : /^https?:\/\/[^/]/.test(redirectUri);
    if (!registered)
      throw new ConsentError(
        400,
        'redirect_uri_mismatch',
        `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. redirect_uri=${redirectUri}`,
      );
    const responseType = required('response_type');
    if (responseType !== 'code')
      throw new ConsentError(400, 'unsupported_response_type', `Invalid response_type: ${responseType}`);
    const scope = required('scope');
    if (scope !== GMAIL_READONLY_SCOPE)
      throw new ConsentError(
        400,
        'invalid_scope',
        `Walt may only ask for ${GMAIL_READONLY_SCOPE}; got: ${scope}`,
      );
    const codeChallenge = required('code_challenge');
    if (params.get('code_challenge_method') !== 'S256')
      throw new ConsentError(400, 'invalid_request', 'code_challenge_method must be S256');
    if (!PKCE_SHAPE.test(codeChallenge))
      throw new ConsentError(400, 'invalid_request', 'Invalid code_challenge');
    const state = params.get('state') ?? undefined;
    return {
      client,
      redirectUri,
      scope,
      codeChallenge,
      offline: params.get('access_type') === 'offline',
      ...(state === undefined ? {} : { state }),
    };
  }

  private decide(consent: Consent, email: string, allow: boolean): string {
    const callback = new URL(consent.redirectUri);
    if (consent.state !== undefined) callback.searchParams.set('state', consent.state);
    if (!allow) {
      callback.searchParams.set('error', 'access_denied');
      return callback.toString();
    }
    const code = token('4/0A');
    this.codes.set(code, { ...consent, email: email.toLowerCase(), expiresAt: Date.now() + CODE_TTL_MS });
    this.mailbox(email);
    callback.searchParams.set('code', code);
    callback.searchParams.set('scope', consent.scope);
    return callback.toString();
  }

  private consentPage(res: ServerResponse, params: URLSearchParams) {
    let consent: Consent;
    try {
      consent = this.validate(params);
    } catch (error) {
      if (!(error instanceof ConsentError)) throw error;
      return html(
        res,
        error.status,
        page(
          'Access blocked: this app’s request is invalid',
          `<p>Error ${error.status}: ${escapeHtml(error.code)}</p><p>${escapeHtml(error.description)}</p>`,
        ),
      );
    }
    const id = randomBytes(16).toString('hex');
    this.consents.set(id, consent);
    html(
      res,
      200,
      page(
        'Sign in with Google',
        `<p>Fake Google, for tests.</p>
<p><strong>${escapeHtml(consent.client.name ?? consent.client.clientId)}</strong> wants to access your Google Account.</p>
<p>This will allow it to: Read your email messages and settings.</p>
<form method="post" action="/o/oauth2/v2/auth/decision">
<input type="hidden" name="consent" value="${id}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(this.defaultAccount)}">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
</form>`,
      ),
    );
  }

  private decision(res: ServerResponse, body: Buffer) {
    const form = new URLSearchParams(body.toString('utf8'));
    const id = form.get('consent') ?? '';
    const consent = this.consents.get(id);
    if (!consent)
      return html(
        res,
        400,
        page('Something went wrong', '<p>This sign-in request has expired. Start again.</p>'),
      );
    this.consents.delete(id);
    const email = form.get('email')?.trim() || this.defaultAccount;
    res.writeHead(302, { location: this.decide(consent, email, form.get('decision') === 'allow') });
    res.end();
  }

  /* ---------- token and revoke ---------- */

  private token(req: IncomingMessage, res: ServerResponse, raw: Buffer) {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return oauthError(
        res,
        400,
        'invalid_request',
        'Content-Type must be application/x-www-form-urlencoded',
      );
    const form = new URLSearchParams(raw.toString('utf8'));
    // Client authentication: client_secret_post (google-auth-library's default) or client_secret_basic.
    let clientId = form.get('client_id');
    let clientSecret = form.get('client_secret');
    const basic = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''));
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    const client = clientId ? this.clients.get(clientId) : undefined;
    if (!client) return oauthError(res, 401, 'invalid_client', 'The OAuth client was not found.');
    if (clientSecret !== client.clientSecret) return oauthError(res, 401, 'invalid_client', 'Unauthorized');
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') return this.exchangeCode(res, form, client);
    if (grantType === 'refresh_token') return this.refresh(res, form, client);
    if (!grantType) return oauthError(res, 400, 'invalid_request', 'Missing required parameter: grant_type');
    oauthError(res, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
  }

  private exchangeCode(res: ServerResponse, form: URLSearchParams, client: GoogleClient) {
    const code = form.get('code');
    if (!code) return oauthError(res, 400, 'invalid_request', 'Missing required parameter: code');
    const issued = this.codes.get(code);
    if (!issued) return oauthError(res, 400, 'invalid_grant', 'Malformed auth code.');
    // Single use: any redemption attempt, good or bad, burns the code.
    this.codes.delete(code);
    if (issued.expiresAt < Date.now() || issued.client.clientId !== client.clientId)
      return oauthError(res, 400, 'invalid_grant', 'Bad Request');
    if (form.get('redirect_uri') !== issued.redirectUri)
      return oauthError(res, 400, 'redirect_uri_mismatch', 'Bad Request');
    const verifier = form.get('code_verifier');
    if (!verifier) return oauthError(res, 400, 'invalid_grant', 'Missing code verifier.');
    if (!PKCE_SHAPE.test(verifier) || s256(verifier) !== issued.codeChallenge)
      return oauthError(res, 400, 'invalid_grant', 'Invalid code verifier.');
    const grant: Grant = {
      email: issued.email,
      clientId: client.clientId,
      scope: issued.scope,
      accessTokens: new Set(),
      revoked: false,
      ...(issued.offline ? { refreshToken: token('1//0') } : {}),
    };
    this.grants.push(grant);
    if (grant.refreshToken) this.refreshTokens.set(grant.refreshToken, grant);
    send(res, 200, {
      access_token: this.issueAccessToken(grant),
      expires_in: this.accessTokenTtlSeconds,
      ...(grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
      scope: grant.scope,
      token_type: 'Bearer',
    });
  }

  private refresh(res: ServerResponse, form: URLSearchParams, client: GoogleClient) {
    const refreshToken = form.get('refresh_token');
    if (!refreshToken)
      return oauthError(res, 400, 'invalid_request', 'Missing required parameter: refresh_token');
    const grant = this.refreshTokens.get(refreshToken);
    if (!grant || grant.revoked)
      return oauthError(res, 400, 'invalid_grant', 'Token has been expired or revoked.');
    if (grant.clientId !== client.clientId)
      return oauthError(res, 401, 'unauthorized_client', 'Unauthorized');
    send(res, 200, {
      access_token: this.issueAccessToken(grant),
      expires_in: this.accessTokenTtlSeconds,
      scope: grant.scope,
      token_type: 'Bearer',
    });
  }

  private issueAccessToken(grant: Grant): string {
    const accessToken = token('ya29.a0');
    grant.accessTokens.add(accessToken);
    this.accessTokens.set(accessToken, {
      grant,
      expiresAt: Date.now() + this.accessTokenTtlSeconds * 1000,
    });
    return accessToken;
  }

  /** Revoking either token of a grant ends the whole grant, as Google does. */
  private revoke(req: IncomingMessage, res: ServerResponse, url: URL, raw: Buffer) {
    const form = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(raw.toString('utf8'))
      : new URLSearchParams();
    const value = form.get('token') ?? url.searchParams.get('token');
    const grant = value ? (this.refreshTokens.get(value) ?? this.accessTokens.get(value)?.grant) : undefined;
    const ok = !!grant && !grant.revoked;
    this.revocations.push({
      token: value ?? '',
      account: grant?.email,
      refreshToken: !!value && this.refreshTokens.has(value),
      status: ok ? 200 : 400,
    });
    if (!grant || grant.revoked) return oauthError(res, 400, 'invalid_token', 'Token expired or revoked');
    grant.revoked = true;
    send(res, 200, {});
  }

  /* ---------- Gmail API ---------- */

  private async gmail(req: IncomingMessage, res: ServerResponse, url: URL, record: GoogleRequest) {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    const match = /^\/gmail\/v1\/users\/([^/]+)\/(profile|messages)(?:\/([^/]+))?$/.exec(url.pathname);
    const method: GmailMethod | undefined =
      req.method !== 'GET' || !match
        ? undefined
        : match[2] === 'profile'
          ? match[3] === undefined
            ? 'getProfile'
            : undefined
          : match[3] === undefined
            ? 'messages.list'
            : 'messages.get';
    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const access = bearer ? this.accessTokens.get(bearer) : undefined;
    if (!access || access.grant.revoked || access.expiresAt <= Date.now())
      return apiError(
        res,
        401,
        bearer
          ? 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.'
          : 'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
        bearer ? 'authError' : 'required',
        'UNAUTHENTICATED',
        {
          headers: {
            'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
          },
        },
      );
    const email = access.grant.email;
    record.account = email;
    if (!method || !match) return apiError(res, 404, 'Not Found', 'notFound', 'NOT_FOUND');
    const userId = decodeURIComponent(match[1]!);
    if (userId !== 'me' && userId.toLowerCase() !== email)
      return apiError(res, 403, `Delegation denied for ${email}`, 'forbidden', 'PERMISSION_DENIED');

    const counter = this.counter(email);
    counter.requests += 1;
    counter.firstAt ??= Date.now();
    counter.lastAt = Date.now();
    const fault = this.faults.shift();
    if (fault !== undefined) {
      counter.faults += 1;
      const known = FAULTS[fault] ?? {
        message: 'Simulated failure',
        reason: 'backendError',
        status: 'UNKNOWN',
      };
      return apiError(res, fault, known.message, known.reason, known.status);
    }
    if (!this.consume(email, UNITS[method])) {
      counter.rateLimited += 1;
      return apiError(res, 429, 'User-rate limit exceeded', 'rateLimitExceeded', 'RESOURCE_EXHAUSTED', {
        domain: 'usageLimits',
      });
    }
    counter.units += UNITS[method];
    const mailbox = this.mailbox(email);
    res.on('finish', () => {
      if (res.statusCode < 400) counter.ok += 1;
    });
    if (method === 'getProfile')
      return send(res, 200, {
        emailAddress: email,
        messagesTotal: mailbox.messages.length,
        threadsTotal: new Set(mailbox.messages.map((message) => message.threadId)).size,
        historyId: String(this.historyId),
      });
    if (method === 'messages.get') return this.getMessage(res, url, mailbox.messages, match[3]!);
    this.listMessages(res, url, mailbox.messages);
  }

  private listMessages(res: ServerResponse, url: URL, messages: StoredMessage[]) {
    const params = url.searchParams;
    const maxParam = params.get('maxResults');
    const max = maxParam === null ? 100 : Number(maxParam);
    if (!Number.isInteger(max) || max < 1)
      return apiError(
        res,
        400,
        `Invalid value for maxResults: ${maxParam}`,
        'invalidArgument',
        'INVALID_ARGUMENT',
      );
    const pageToken = params.get('pageToken');
    if (pageToken !== null && !/^\d{20}$/.test(pageToken))
      return apiError(res, 400, 'Invalid pageToken', 'invalidArgument', 'INVALID_ARGUMENT');
    let matching = messages;
    const q = params.get('q');
    if (q?.trim()) {
      try {
        const tree = parseQuery(q);
        matching = messages.filter((message) => matchesQuery(tree, message));
      } catch (error) {
        if (!(error instanceof QueryError)) throw error;
        return apiError(res, 400, error.message, 'invalidArgument', 'INVALID_ARGUMENT');
      }
    }
    const labelIds = params.getAll('labelIds');
    if (labelIds.length)
      matching = matching.filter((message) => labelIds.every((label) => message.labelIds.includes(label)));
    const offset = pageToken === null ? 0 : Number(pageToken);
    const end = offset + Math.min(max, 500);
    const page = matching.slice(offset, end);
    send(res, 200, {
      // Like Gmail, an empty result has no `messages` key at all.
      ...(page.length ? { messages: page.map(({ id, threadId }) => ({ id, threadId })) } : {}),
      ...(end < matching.length ? { nextPageToken: String(end).padStart(20, '0') } : {}),
      resultSizeEstimate: matching.length,
    });
  }

  private getMessage(res: ServerResponse, url: URL, messages: StoredMessage[], id: string) {
    const format = (url.searchParams.get('format') ?? 'full') as MessageFormat;
    if (!FORMATS.has(format))
      return apiError(
        res,
        400,
        `Invalid value at 'format' (${format})`,
        'invalidArgument',
        'INVALID_ARGUMENT',
      );
    if (!/^[0-9a-f]{16}$/.test(id))
      return apiError(res, 400, 'Invalid id value', 'invalidArgument', 'INVALID_ARGUMENT');
    const message = messages.find((candidate) => candidate.id === id);
    if (!message) return apiError(res, 404, 'Requested entity was not found.', 'notFound', 'NOT_FOUND');
    send(res, 200, messageResource(message, format, url.searchParams.getAll('metadataHeaders')));
  }

  private counter(email: string) {
    let counter = this.counters.get(email);
    if (!counter) {
      counter = { requests: 0, ok: 0, rateLimited: 0, faults: 0, units: 0 };
      this.counters.set(email, counter);
    }
    return counter;
  }

  /**
   * Google's per-user limit as a token bucket: it holds at most one second's worth of units and refills
   * continuously, so short bursts pass and a sustained rate above the limit gets 429s.
   */
  private consume(email: string, units: number): boolean {
    const now = performance.now();
    const capacity = this.quotaUnitsPerSecond;
    const bucket = this.buckets.get(email) ?? { units: capacity, at: now };
    bucket.units = Math.min(capacity, bucket.units + ((now - bucket.at) / 1000) * capacity);
    bucket.at = now;
    this.buckets.set(email, bucket);
    if (bucket.units < units) return false;
    bucket.units -= units;
    return true;
  }
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`;

/** Starts a fake on its own port (0 unless options.port) and returns it; stop() ends it. */
export const startGoogleFake = (options: FakeGoogleOptions = {}): Promise<FakeGoogle> =>
  new FakeGoogle(options).start();

/** The product's settings that point its Gmail code at this fake, with the fake's default client. */
export const productEnvFor = (fake: { url: string }) => ({
  GOOGLE_BASE_URL: fake.url,
  GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.clientSecret,
});
