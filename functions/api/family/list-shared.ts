import { listShared } from '#shared/contract/family.ts';
import { listShared as list } from '../../core/family/sharing.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listShared, async ({ caller }) => ({
  body: await list(caller.user.userId),
}));
