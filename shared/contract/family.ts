import * as z from 'zod/mini';
import { emptyResponse } from '../schemas/common.ts';
import {
  acceptInvitationBody,
  acceptInvitationResponse,
  contribution,
  contributionsResponse,
  createInvitationBody,
  invitation,
  invitationPreview,
  invitationPreviewQuery,
  leaveBody,
  member,
  newContributionBody,
  sharedResponse,
  sharedStory,
  sharingResponse,
  updateMemberBody,
  updateSharingBody,
} from '../schemas/family.ts';
import { textEntry } from '../schemas/story.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/family.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** Invites a relative by email; the mail carries a single-use link valid FAMILY_INVITATION_DAYS days. */
export const createInvitation = /* @__PURE__ */ define('createInvitation', () => ({
  body: createInvitationBody,
  response: z.object({ invitation }),
}));
/** The narrator's invitations still waiting (neither accepted, cancelled nor expired). */
export const listInvitations = /* @__PURE__ */ define('listInvitations', () => ({
  response: z.object({ invitations: z.array(invitation) }),
}));
/** Cancelled at once: the link answers "This invitation is no longer valid…" from the next request. */
export const cancelInvitation = /* @__PURE__ */ define('cancelInvitation', () => ({
  response: emptyResponse,
}));
/** Whose invitation a link is; 410 with FAMILY_TEXTS.invalidInvitation when it is used, expired or cancelled. */
export const previewInvitation = /* @__PURE__ */ define('previewInvitation', () => ({
  query: invitationPreviewQuery,
  response: invitationPreview,
}));
/** The signed-in relative joins the circle; the token is spent. 410 with the same text as the preview. */
export const acceptInvitation = /* @__PURE__ */ define('acceptInvitation', () => ({
  body: acceptInvitationBody,
  response: acceptInvitationResponse,
}));
export const listMembers = /* @__PURE__ */ define('listMembers', () => ({
  response: z.object({ members: z.array(member) }),
}));
/** Makes a member a Reader or a Contributor. */
export const updateMember = /* @__PURE__ */ define('updateMember', () => ({
  body: updateMemberBody,
  response: z.object({ member }),
}));
/** Removed at once: the member's next request for a shared story answers 404. */
export const removeMember = /* @__PURE__ */ define('removeMember', () => ({ response: emptyResponse }));
/** A relative leaves a narrator's circle. */
export const leaveCircle = /* @__PURE__ */ define('leaveCircle', () => ({
  body: leaveBody,
  response: emptyResponse,
}));
/** "Share with my family circle" on the story page; nothing is shared by default. */
export const updateStorySharing = /* @__PURE__ */ define('updateStorySharing', () => ({
  body: updateSharingBody,
  response: sharingResponse,
}));
/** For a relative: the narrators whose circles they belong to, and the stories each shares. */
export const listShared = /* @__PURE__ */ define('listShared', () => ({ response: sharedResponse }));
/**
 * A shared story as relatives read it: its title, typed and spoken entries (with recordings) and the latest
 * version of each keepsake. Never its conversations, transcripts, notes, research or email insights.
 */
export const getSharedStory = /* @__PURE__ */ define('getSharedStory', () => ({ response: sharedStory }));
/** A contributor's memory, pending until the narrator answers it; a reader gets 403. */
export const createContribution = /* @__PURE__ */ define('createContribution', () => ({
  body: newContributionBody,
  response: z.object({ contribution }),
}));
export const listPendingContributions = /* @__PURE__ */ define('listPendingContributions', () => ({
  response: contributionsResponse,
}));
/** A story's contributions (pending, accepted and declined), for its narrator. */
export const listStoryContributions = /* @__PURE__ */ define('listStoryContributions', () => ({
  response: contributionsResponse,
}));
/** "Add to my story": the memory becomes an entry of the story, attributed to its author. */
export const acceptContribution = /* @__PURE__ */ define('acceptContribution', () => ({
  response: z.object({ contribution, entry: textEntry }),
}));
/** "Not now": the memory stays out of the story. */
export const declineContribution = /* @__PURE__ */ define('declineContribution', () => ({
  response: z.object({ contribution }),
}));
