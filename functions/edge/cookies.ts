import { config } from '../lib/config.ts';

/** `__Host-` cookies need Secure; plain http://localhost (local runtime) uses a plain name instead. */
export const sessionCookieName = (): string =>
  config().COOKIE_SECURE === 'true' ? '__Host-walt_session' : 'walt_session';

const attributes = (maxAge: number) =>
  [
    'Path=/',
    'HttpOnly',
    ...(config().COOKIE_SECURE === 'true' ? ['Secure'] : []),
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
  ].join('; ');

export const sessionCookie = (token: string, maxAge: number): string =>
  `${sessionCookieName()}=${token}; ${attributes(maxAge)}`;

export const clearedSessionCookie = (): string => `${sessionCookieName()}=; ${attributes(0)}`;

/** Reads one cookie from API Gateway v2's `cookies` array (or a raw Cookie header). */
export const readCookie = (
  cookies: string[] | undefined,
  header: string | undefined,
  name: string,
): string | undefined => {
  const pairs = cookies ?? header?.split(';') ?? [];
  for (const pair of pairs) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
};
