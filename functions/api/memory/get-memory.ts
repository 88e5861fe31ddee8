import { getMemory } from '#shared/contract/memory.ts';
import { getMemoryJson } from '../../core/memory/memory.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getMemory, async ({ caller }) => ({
  serialised: await getMemoryJson(caller.user.userId),
}));
