import { cancelInvitation } from '#shared/contract/family.ts';
import { cancelInvitation as cancel } from '../../core/family/invitations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(cancelInvitation, async ({ params, caller }) => {
  await cancel(caller.user.userId, params.id);
  return {};
});
