import { updateStorySharing } from '#shared/contract/family.ts';
import { updateSharing } from '../../core/family/sharing.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateStorySharing, async ({ params, body, caller }) => ({
  body: await updateSharing(caller.user.userId, params.id, body.shared),
}));
