import { createInvitation } from '#shared/contract/family.ts';
import { createInvitation as create } from '../../core/family/invitations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createInvitation, async ({ body, caller }) => ({
  body: { invitation: await create(caller.user, body) },
}));
