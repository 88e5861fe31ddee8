import { createVoiceMemoEntry } from '#shared/contract/stories.ts';
import { createVoiceMemo } from '../../core/stories/recordings.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createVoiceMemoEntry, async ({ params, body, caller }) => ({
  body: await createVoiceMemo(caller.user.userId, params.id, body),
}));
