import { listInvitations } from '#shared/contract/family.ts';
import { listInvitations as list } from '../../core/family/invitations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listInvitations, async ({ caller }) => ({
  body: { invitations: await list(caller.user.userId) },
}));
