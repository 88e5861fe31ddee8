import { deleteTranscriptEntry } from '#shared/contract/stories.ts';
import { deleteTranscriptEntry as remove } from '../../core/stories/delete.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteTranscriptEntry, async ({ params, caller }) => {
  await remove(caller.user.userId, params.id, params.entryId);
  return {};
});
