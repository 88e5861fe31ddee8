import { listCallRecordings } from '#shared/contract/voice.ts';
import { listCallRecordings as list } from '../../core/voice/call-recordings.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listCallRecordings, async ({ caller, params }) => ({
  body: await list(caller.user.userId, params.id),
}));
