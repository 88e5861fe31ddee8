import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for a link (reset, email verification), base64url. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a link token: its SHA-256, so a leaked table does not hold working links. */
export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
