import { removeMember } from '#shared/contract/family.ts';
import { removeMember as remove } from '../../core/family/members.ts';
import { http } from '../../edge/http.ts';

export const handler = http(removeMember, async ({ params, caller }) => {
  await remove(caller.user.userId, params.id);
  return {};
});
