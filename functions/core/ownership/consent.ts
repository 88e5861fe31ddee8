import type { ConsentRule } from '#shared/contract/endpoint.ts';
import { ADMIN_USER_TEXTS, ARTEFACT_TEXTS, CONVERSATION_TEXTS } from '#shared/texts.ts';
import { ownerOf } from '../../db/owner-of.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { findUserById } from '../auth/users.ts';

const NOT_FOUND = {
  user: ADMIN_USER_TEXTS.userNotFound,
  conversation: CONVERSATION_TEXTS.conversationNotFound,
  artefact: ARTEFACT_TEXTS.artefactNotFound,
  story: CONVERSATION_TEXTS.storyNotFound,
} as const;

const PERMISSION = { transcripts: 'can-see-transcripts', progress: 'can-see-progress' } as const;

/**
 * An administrator may touch a user's material only while that user grants the permission, checked at the
 * moment of the request so that revoking it takes effect at once: the record must exist (404 with its own
 * text) and its owner must grant the permission (403 with the rule's text). Answers the owner's id.
 */
export const requireConsent = async (rule: ConsentRule, recordId: string): Promise<string> => {
  const ownerId = rule.of === 'user' ? recordId : await ownerOf(rule.of, recordId);
  const owner = ownerId ? await findUserById(ownerId) : undefined;
  if (!owner) throw new NotFoundError(NOT_FOUND[rule.of]);
  if (owner.grantedPermissions?.[PERMISSION[rule.need]] !== true) throw new ForbiddenError(rule.refusal);
  return owner.userId;
};
