import { updateVoiceMemoEntry } from '#shared/contract/stories.ts';
import { updateVoiceMemo } from '../../core/stories/recordings.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateVoiceMemoEntry, async ({ params, body, caller }) => ({
  body: await updateVoiceMemo(caller.user.userId, params.id, params.entryId, body.content),
}));
