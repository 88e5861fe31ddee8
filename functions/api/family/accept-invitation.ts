import { acceptInvitation } from '#shared/contract/family.ts';
import { acceptInvitation as accept } from '../../core/family/invitations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(acceptInvitation, async ({ body, caller }) => ({
  body: await accept(caller.user.userId, body.token),
}));
