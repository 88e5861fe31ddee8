import { updateTextEntry } from '#shared/contract/stories.ts';
import { updateTextEntry as update } from '../../core/stories/stories.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateTextEntry, async ({ params, body, caller }) => ({
  body: await update(caller.user.userId, params.id, params.entryId, body.content),
}));
