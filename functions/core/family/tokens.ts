import { createHash } from 'node:crypto';
import { FAMILY_INVITATION_DAYS } from '#shared/constants.ts';
import { hashLinkToken, newLinkToken } from '../auth/tokens.ts';

const DAY_SECONDS = 24 * 3600;
/** A spent, cancelled or expired invitation is kept this long after its expiry (the link still names its narrator). */
const KEPT_AFTER_EXPIRY_SECONDS = 30 * DAY_SECONDS;

/** An invitation link's token (256 random bits, base64url) and what is stored of it (its SHA-256). */
export const newInvitationToken = (): { token: string; tokenHash: string } => {
  const token = newLinkToken();
  return { token, tokenHash: hashLinkToken(token) };
};

export const hashInvitationToken = (token: string): string => hashLinkToken(token);

/** When an invitation made at `nowMs` stops working, and when its item may go (epoch seconds). */
export const invitationTimes = (nowMs: number): { expiresAt: number; ttl: number } => {
  const expiresAt = Math.floor(nowMs / 1000) + FAMILY_INVITATION_DAYS * DAY_SECONDS;
  return { expiresAt, ttl: expiresAt + KEPT_AFTER_EXPIRY_SECONDS };
};

/** Whether an invitation's link still works at `nowMs`: waiting, and before its expiry. */
export const isInvitationOpen = (invitation: { status: string; expiresAt: number }, nowMs: number): boolean =>
  invitation.status === 'pending' && invitation.expiresAt > Math.floor(nowMs / 1000);

export const isoFromSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString();

/**
 * A UUID derived from a seed: the id of what an action makes for one thing (the story entry and the kept
 * recording of an accepted contribution), so a repeated action writes the same items instead of new ones.
 */
export const derivedUuid = (seed: string): string => {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};
