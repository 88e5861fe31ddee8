import { deleteCallRecordings } from '#shared/contract/voice.ts';
import { deleteAllCallRecordings } from '../../core/voice/call-recordings.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteCallRecordings, async ({ caller }) => {
  await deleteAllCallRecordings(caller.user.userId);
  return {};
});
