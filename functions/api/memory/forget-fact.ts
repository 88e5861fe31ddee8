import { forgetFact } from '#shared/contract/memory.ts';
import { forgetFact as forget } from '../../core/memory/memory.ts';
import { http } from '../../edge/http.ts';

export const handler = http(forgetFact, async ({ params, caller }) => {
  await forget(caller.user.userId, params.id);
  return {};
});
