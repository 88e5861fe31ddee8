import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../family.ts';

/*
 * The family circle (issue 25). A narrator's routes touch only their own circle and stories; a relative's
 * routes answer 404 for a story that is not shared with a circle they belong to, so a stranger, a removed
 * member and an unshared story look alike.
 */
export const declared = /* @__PURE__ */ routes('family', {
  createInvitation: ['POST /api/family/invitations', 'user', { status: 201 }],
  listInvitations: ['GET /api/family/invitations', 'user'],
  cancelInvitation: ['DELETE /api/family/invitations/{id}', 'user', { status: 204 }],
  /** Public: the join page shows whose invitation a link is before the relative signs in. */
  previewInvitation: ['GET /api/family/invitations/preview', 'public'],
  acceptInvitation: ['POST /api/family/invitations/accept', 'user'],
  listMembers: ['GET /api/family/members', 'user'],
  updateMember: ['PUT /api/family/members/{id}', 'user'],
  removeMember: ['DELETE /api/family/members/{id}', 'user', { status: 204 }],
  leaveCircle: ['POST /api/family/leave', 'user', { status: 204 }],
  updateStorySharing: ['PUT /api/stories/{id}/sharing', 'user'],
  listShared: ['GET /api/family/shared', 'user'],
  getSharedStory: ['GET /api/family/stories/{id}', 'user'],
  createContribution: ['POST /api/family/stories/{id}/contributions', 'user', { status: 201 }],
  /** The narrator's contributions still waiting, across every story (the /family page). */
  listPendingContributions: ['GET /api/family/contributions', 'user'],
  listStoryContributions: ['GET /api/stories/{id}/contributions', 'user'],
  acceptContribution: ['POST /api/stories/{id}/contributions/{contributionId}/accept', 'user'],
  declineContribution: ['POST /api/stories/{id}/contributions/{contributionId}/decline', 'user'],
});

/** Every route of contract/family.ts, typed by its endpoint, for the browser's calls. */
export const family: RoutesOf<typeof contract> = declared;
