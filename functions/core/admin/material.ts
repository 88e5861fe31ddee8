import type { Conversation } from '#shared/schemas/conversation.ts';
import type { Story } from '#shared/schemas/story.ts';
import { listConversations } from '../conversations/conversations.ts';
import { listStories } from '../stories/list.ts';
import { getStory } from '../stories/stories.ts';
import { progressSteps } from './progress.ts';

/*
 * An administrator's reads of a user's material. The endpoints declare their consent rule and their audit
 * entry (shared/contract/routes/admin.ts), which the HTTP wrapper applies before and after these: the user
 * exists (404), grants the permission at this very moment (403 with the spec's text), and every read that
 * passes is written to the audit trail.
 */
export const readUserProgress = async (userId: string) => progressSteps(await listConversations(userId));

export const readUserConversations = (userId: string): Promise<Conversation[]> => listConversations(userId);

export const readUserStories = (userId: string): Promise<Story[]> => listStories(userId);

/**
 * The story as its narrator's page reads it (the first page of transcript entries, the next cursor beside it);
 * another user's story id answers 404 'Story not found', like a missing one.
 */
export const readUserStory = (userId: string, storyId: string) => getStory(userId, storyId);
