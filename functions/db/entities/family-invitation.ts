import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { numbers, strings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** Where an invitation stands: waiting for its relative, spent by them, or cancelled by the narrator. */
export const FAMILY_INVITATION_STATUSES = ['pending', 'accepted', 'cancelled'] as const;

/**
 * An invitation to a narrator's family circle (issue 25), keyed by the SHA-256 of its link's token (the token
 * itself is never stored), so the link is checked with one strongly consistent read. Spent or cancelled, it
 * stays (without the invited address) until its TTL, so the link can still say whose it was. Listed by
 * narrator (index `gsi1`): the waiting ones for the /family page, all of them when the account is deleted.
 */
export const FamilyInvitationEntity = /* @__PURE__ */ (() =>
  entity('familyInvitation', {
    schema: item({
      tokenHash: string().key(),
      ...strings('invitationId', 'narratorId'),
      /** The invited address; dropped once the invitation is accepted or cancelled. */
      email: string().optional(),
      relationship: string(),
      role: string().enum('reader', 'contributor'),
      status: string()
        .enum(...FAMILY_INVITATION_STATUSES)
        .default('pending'),
      /** Epoch seconds: the link answers 410 from then on. */
      ...numbers('expiresAt', 'ttl'),
      ...timestampAttributes(),
    }),
    key: { partition: ['tokenHash'] },
    indexes: { gsi1: { partition: ['narratorId'], sort: ['createdAt', 'invitationId'] } },
  }))();

/** Access pattern: a narrator's invitations, by creation time. */
export const invitationsOfNarrator = (narratorId: string) =>
  byIndex('gsi1', { narratorId }, 'familyInvitation');
