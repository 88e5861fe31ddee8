import { resolveConflict } from '#shared/contract/memory.ts';
import { resolveConflict as resolve } from '../../core/memory/memory.ts';
import { http } from '../../edge/http.ts';

export const handler = http(resolveConflict, async ({ params, body, caller }) => ({
  body: { conflict: await resolve(caller.user.userId, params.id, body) },
}));
