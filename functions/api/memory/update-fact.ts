import { updateFact } from '#shared/contract/memory.ts';
import { updateFact as update } from '../../core/memory/memory.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateFact, async ({ params, body, caller }) => ({
  body: { fact: await update(caller.user.userId, params.id, body) },
}));
