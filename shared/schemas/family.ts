import * as z from 'zod/mini';
import { id, isoDate } from './common.ts';
import { contributor, entryContent } from './story.ts';
import { email } from './user.ts';

/**
 * The family circle (issue 25): a narrator invites relatives to read the stories they choose to share, and
 * contributors add their own memories, which enter a story only when the narrator accepts them.
 */

export const FAMILY_ROLES = ['reader', 'contributor'] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];
export const familyRole = z.enum(FAMILY_ROLES, { error: 'role must be "reader" or "contributor"' });

/** "daughter", "grandson", "old friend": free text, as the narrator writes it. */
export const relationship = /* @__PURE__ */ (() =>
  z
    .string({ error: 'relationship must be text' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please say how this person is related to you.' }),
      z.maxLength(60, { error: 'relationship must be at most 60 characters' }),
    ))();

export type { Contributor } from './story.ts';
export { contributor };

export const createInvitationBody = z.object({ email, relationship, role: familyRole });
export const invitation = z.object({
  id,
  email: z.string(),
  relationship: z.string(),
  role: familyRole,
  createdAt: isoDate,
  expiresAt: isoDate,
});
export const invitationToken = z
  .string({ error: 'token is required' })
  .check(z.minLength(1, { error: 'token is required' }), z.maxLength(200));
export const acceptInvitationBody = z.object({ token: invitationToken });
export const invitationPreviewQuery = z.object({ token: invitationToken });
/** What the join page shows before the relative accepts. */
export const invitationPreview = z.object({
  narratorName: z.string(),
  relationship: z.string(),
  role: familyRole,
});

/** A narrator as a relative sees them. */
export const narratorRef = z.object({ id, name: z.string() });

export const member = z.object({
  /** The relative's user id: the key of their place in this circle. */
  id,
  name: z.string(),
  email: z.string(),
  relationship: z.string(),
  role: familyRole,
  joinedAt: isoDate,
});
export const updateMemberBody = z.object({ role: familyRole });
export const leaveBody = z.object({ narratorId: id });
export const acceptInvitationResponse = z.object({
  narrator: narratorRef,
  relationship: z.string(),
  role: familyRole,
});

export const updateSharingBody = z.object({
  shared: z.boolean({ error: 'shared must be true or false' }),
});
export const sharingResponse = z.object({ id, shared: z.boolean() });

export const sharedStorySummary = z.object({
  id,
  title: z.optional(z.string()),
  updatedAt: isoDate,
});
/** One circle the caller belongs to, with the stories its narrator shares. */
export const sharedCircle = z.object({
  narrator: narratorRef,
  relationship: z.string(),
  role: familyRole,
  stories: z.array(sharedStorySummary),
});
export const sharedResponse = z.object({ circles: z.array(sharedCircle) });

/** A typed or spoken entry of a shared story, as relatives read it. */
export const sharedEntry = z.object({
  id,
  kind: z.enum(['text', 'voiceMemo']),
  content: z.string(),
  createdAt: isoDate,
  /** A spoken entry's recording, through a short-lived URL. */
  recordingUrl: z.optional(z.string()),
  addedBy: z.optional(contributor),
});
/** A keepsake of a shared story: its latest version only. */
export const sharedKeepsake = z.object({
  id,
  title: z.string(),
  formatName: z.optional(z.string()),
  version: z.number(),
  content: z.string(),
  createdAt: isoDate,
});
export const sharedStory = z.object({
  id,
  title: z.optional(z.string()),
  narrator: narratorRef,
  /** The caller's role in the narrator's circle: a contributor may add memories. */
  role: familyRole,
  entries: z.array(sharedEntry),
  keepsakes: z.array(sharedKeepsake),
});

export const CONTRIBUTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const contribution = z.object({
  id,
  storyId: id,
  storyTitle: z.optional(z.string()),
  kind: z.enum(['text', 'voiceMemo']),
  content: z.string(),
  author: contributor,
  status: z.enum(CONTRIBUTION_STATUSES),
  createdAt: isoDate,
  recordingUrl: z.optional(z.string()),
  /** The story entry an accepted contribution became. */
  entryId: z.optional(id),
});
export type Contribution = z.infer<typeof contribution>;
/**
 * A relative's memory: typed, or spoken with the recorder of /tell-story (its transcript, and the recording
 * the transcribe call returned). `id` is the client's, so a retried send stores it once.
 */
export const newContributionBody = z.object({
  id: z.optional(z.uuid()),
  content: entryContent,
  recordingId: z.optional(id),
});
export const contributionsResponse = z.object({ contributions: z.array(contribution) });
