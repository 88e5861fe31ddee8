import { listMembers } from '#shared/contract/family.ts';
import { listMembers as list } from '../../core/family/members.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listMembers, async ({ caller }) => ({
  body: { members: await list(caller.user.userId) },
}));
