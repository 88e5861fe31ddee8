import type { Conversation } from '#shared/schemas/conversation.ts';
import type { Story } from '#shared/schemas/story.ts';
import { ADMIN_USER_TEXTS } from '#shared/texts.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { listConversations } from '../conversations/conversations.ts';
import { listStories } from '../stories/list.ts';
import { getStory } from '../stories/stories.ts';
import { recordAudit } from './audit-record.ts';
import { progressSteps } from './progress.ts';
import { getUserForAdmin } from './users.ts';

type Permission = 'can-see-progress' | 'can-see-transcripts';
/** The administrator reading. */
export interface Actor {
  userId: string;
  email: string;
}

/**
 * An administrator reads a user's material: the user must exist (404) and grant the permission at this very
 * moment (403 with the spec's text); every read that passes is written to the audit trail.
 */
const withConsent = async <T>(
  actor: Actor,
  userId: string,
  permission: Permission,
  refusal: string,
  action: string,
  read: () => Promise<T>,
  target?: Record<string, unknown>,
): Promise<T> => {
  const user = await getUserForAdmin(userId);
  if (user.grantedPermissions?.[permission] !== true) throw new ForbiddenError(refusal);
  const result = await read();
  await recordAudit({
    actor: { userId: actor.userId, email: actor.email },
    action,
    targetUserId: userId,
    target: { id: userId, ...target },
  });
  return result;
};

export const readUserProgress = (actor: Actor, userId: string) =>
  withConsent(
    actor,
    userId,
    'can-see-progress',
    ADMIN_USER_TEXTS.progressNotGranted,
    'admin.readUserProgress',
    async () => progressSteps(await listConversations(userId)),
  );

export const readUserConversations = (actor: Actor, userId: string): Promise<Conversation[]> =>
  withConsent(
    actor,
    userId,
    'can-see-transcripts',
    ADMIN_USER_TEXTS.conversationsNotGranted,
    'admin.readUserConversations',
    () => listConversations(userId),
  );

export const readUserStories = (actor: Actor, userId: string): Promise<Story[]> =>
  withConsent(
    actor,
    userId,
    'can-see-transcripts',
    ADMIN_USER_TEXTS.storiesNotGranted,
    'admin.readUserStories',
    () => listStories(userId),
  );

/** Another user's story id answers 404 'Story not found', like a missing one. */
export const readUserStory = (actor: Actor, userId: string, storyId: string): Promise<Story> =>
  withConsent(
    actor,
    userId,
    'can-see-transcripts',
    ADMIN_USER_TEXTS.storiesNotGranted,
    'admin.readUserStory',
    () => getStory(userId, storyId),
    { storyId },
  );
