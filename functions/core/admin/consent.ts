import type { PermissionKey } from '#shared/constants.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { getUser, type UserRecord } from '../auth/users.ts';

/**
 * An administrator may read a user's material only while that user grants the permission; checked at the
 * moment of each read, so revoking it takes effect at once.
 */
export const requireConsent = async (
  ownerId: string,
  permission: PermissionKey,
  refusal: string,
): Promise<UserRecord> => {
  const owner = await getUser(ownerId);
  if (owner.grantedPermissions?.[permission] !== true) throw new ForbiddenError(refusal);
  return owner;
};

export const requireTranscriptConsent = (ownerId: string) =>
  requireConsent(ownerId, 'can-see-transcripts', CONVERSATION_TEXTS.transcriptsNotGranted);
