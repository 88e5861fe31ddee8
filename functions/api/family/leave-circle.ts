import { leaveCircle } from '#shared/contract/family.ts';
import { leaveCircle as leave } from '../../core/family/members.ts';
import { http } from '../../edge/http.ts';

export const handler = http(leaveCircle, async ({ body, caller }) => {
  await leave(caller.user.userId, body.narratorId);
  return {};
});
