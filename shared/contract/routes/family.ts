import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../family.ts';

/*
 * The family circle (issue 25). A narrator's routes touch only their own circle and stories; a relative's
 * routes answer 404 for a story that is not shared with a circle they belong to, so a stranger, a removed
 * member and an unshared story look alike.
 */
export const createInvitation = /* @__PURE__ */ route(
  'family.createInvitation',
  'POST /api/family/invitations',
  'user',
  { status: 201 },
);
export const listInvitations = /* @__PURE__ */ route(
  'family.listInvitations',
  'GET /api/family/invitations',
  'user',
);
export const cancelInvitation = /* @__PURE__ */ route(
  'family.cancelInvitation',
  'DELETE /api/family/invitations/{id}',
  'user',
  { status: 204 },
);
/** Public: the join page shows whose invitation a link is before the relative signs in. */
export const previewInvitation = /* @__PURE__ */ route(
  'family.previewInvitation',
  'GET /api/family/invitations/preview',
  'public',
);
export const acceptInvitation = /* @__PURE__ */ route(
  'family.acceptInvitation',
  'POST /api/family/invitations/accept',
  'user',
);
export const listMembers = /* @__PURE__ */ route('family.listMembers', 'GET /api/family/members', 'user');
export const updateMember = /* @__PURE__ */ route(
  'family.updateMember',
  'PUT /api/family/members/{id}',
  'user',
);
export const removeMember = /* @__PURE__ */ route(
  'family.removeMember',
  'DELETE /api/family/members/{id}',
  'user',
  { status: 204 },
);
export const leaveCircle = /* @__PURE__ */ route('family.leaveCircle', 'POST /api/family/leave', 'user', {
  status: 204,
});
export const updateStorySharing = /* @__PURE__ */ route(
  'family.updateStorySharing',
  'PUT /api/stories/{id}/sharing',
  'user',
);
export const listShared = /* @__PURE__ */ route('family.listShared', 'GET /api/family/shared', 'user');
export const getSharedStory = /* @__PURE__ */ route(
  'family.getSharedStory',
  'GET /api/family/stories/{id}',
  'user',
);
export const createContribution = /* @__PURE__ */ route(
  'family.createContribution',
  'POST /api/family/stories/{id}/contributions',
  'user',
  { status: 201 },
);
/** The narrator's contributions still waiting, across every story (the /family page). */
export const listPendingContributions = /* @__PURE__ */ route(
  'family.listPendingContributions',
  'GET /api/family/contributions',
  'user',
);
export const listStoryContributions = /* @__PURE__ */ route(
  'family.listStoryContributions',
  'GET /api/stories/{id}/contributions',
  'user',
);
export const acceptContribution = /* @__PURE__ */ route(
  'family.acceptContribution',
  'POST /api/stories/{id}/contributions/{contributionId}/accept',
  'user',
);
export const declineContribution = /* @__PURE__ */ route(
  'family.declineContribution',
  'POST /api/stories/{id}/contributions/{contributionId}/decline',
  'user',
);

/** Every route of contract/family.ts, typed by its endpoint, for the browser's calls. */
export const family: RoutesOf<typeof contract> = {
  createInvitation,
  listInvitations,
  cancelInvitation,
  previewInvitation,
  acceptInvitation,
  listMembers,
  updateMember,
  removeMember,
  leaveCircle,
  updateStorySharing,
  listShared,
  getSharedStory,
  createContribution,
  listPendingContributions,
  listStoryContributions,
  acceptContribution,
  declineContribution,
};
