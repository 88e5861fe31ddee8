import { updatePreferredName } from '#shared/contract/memory.ts';
import { setPreferredName } from '../../core/memory/memory.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updatePreferredName, async ({ body, caller }) => ({
  body: { preferredName: await setPreferredName(caller.user.userId, body.value) },
}));
