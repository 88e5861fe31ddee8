import type { ConsentRule } from '#shared/contract/endpoint.ts';
import { ownerOf } from '../../db/owner-of.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { findUserById } from '../auth/users.ts';

export const TRANSCRIPTS_PERMISSION = 'can-see-transcripts';
const PERMISSION = { transcripts: TRANSCRIPTS_PERMISSION, progress: 'can-see-progress' } as const;

/**
 * An administrator may touch a user's material only while that user grants the permission, checked at the
 * moment of the request so that revoking it takes effect at once: the record must exist (404 with the rule's
 * `missing` text) and its owner must grant the permission (403 with its `refusal`). Answers the owner's id.
 */
export const requireConsent = async (rule: ConsentRule, recordId: string): Promise<string> => {
  const ownerId = rule.of === 'user' ? recordId : await ownerOf(rule.of, recordId);
  const owner = ownerId ? await findUserById(ownerId) : undefined;
  if (!owner) throw new NotFoundError(rule.missing);
  if (owner.grantedPermissions?.[PERMISSION[rule.need]] !== true) throw new ForbiddenError(rule.refusal);
  return owner.userId;
};
