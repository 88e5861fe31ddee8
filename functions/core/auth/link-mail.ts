import { config } from '../../lib/config.ts';

/**
 * The text of a mail that carries a single-use link (email verification, password reset, a family
 * invitation): the greeting, `before`, the link to `path` with its token, `after`, and the signature.
 */
export const linkMailText = (
  path: string,
  token: string,
  before: readonly string[],
  after: readonly string[],
): string => {
  const link = new URL(path, config().APP_URL);
  link.searchParams.set('token', token);
  return ['Hello,', '', ...before, '', link.toString(), '', ...after, '', 'Walt'].join('\n');
};
