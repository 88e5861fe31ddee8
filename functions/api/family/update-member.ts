import { updateMember } from '#shared/contract/family.ts';
import { updateMember as update } from '../../core/family/members.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateMember, async ({ params, body, caller }) => ({
  body: { member: await update(caller.user.userId, params.id, body.role) },
}));
