import { deleteVoiceMemoEntry } from '#shared/contract/stories.ts';
import { deleteVoiceMemo } from '../../core/stories/recordings.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteVoiceMemoEntry, async ({ params, caller }) => {
  await deleteVoiceMemo(caller.user.userId, params.id, params.entryId);
  return {};
});
