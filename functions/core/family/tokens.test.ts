import { describe, expect, it } from 'vitest';
import { FAMILY_INVITATION_DAYS } from '#shared/constants.ts';
import {
  derivedUuid,
  hashInvitationToken,
  invitationTimes,
  isInvitationOpen,
  newInvitationToken,
} from './tokens.ts';

describe('invitation tokens', () => {
  it('are 256 random bits in base64url, stored only as their SHA-256', () => {
    const { token, tokenHash } = newInvitationToken();

    expect(token).toMatch(/^[\w-]{43}$/);
    expect(tokenHash).toBe(hashInvitationToken(token));
    expect(tokenHash).not.toContain(token);
    expect(newInvitationToken().token).not.toBe(token);
  });

  it(`last ${FAMILY_INVITATION_DAYS} days, and are kept a while after for the link's answer`, () => {
    const now = Date.UTC(2026, 0, 1);
    const { expiresAt, ttl } = invitationTimes(now);

    expect(expiresAt - now / 1000).toBe(FAMILY_INVITATION_DAYS * 24 * 3600);
    expect(ttl).toBeGreaterThan(expiresAt);
  });

  it('are open only while waiting and before their expiry', () => {
    const now = Date.UTC(2026, 0, 1);
    const { expiresAt } = invitationTimes(now);

    expect(isInvitationOpen({ status: 'pending', expiresAt }, now)).toBe(true);
    expect(isInvitationOpen({ status: 'pending', expiresAt }, expiresAt * 1000)).toBe(false);
    expect(isInvitationOpen({ status: 'accepted', expiresAt }, now)).toBe(false);
    expect(isInvitationOpen({ status: 'cancelled', expiresAt }, now)).toBe(false);
  });

  it('derive the same UUID from the same seed', () => {
    expect(derivedUuid('a')).toBe(derivedUuid('a'));
    expect(derivedUuid('a')).not.toBe(derivedUuid('b'));
    expect(derivedUuid('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
