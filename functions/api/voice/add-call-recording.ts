import { addCallRecording } from '#shared/contract/voice.ts';
import { addCallRecording as add } from '../../core/voice/call-recordings.ts';
import { http } from '../../edge/http.ts';

export const handler = http(addCallRecording, async ({ caller, params, body }) => ({
  body: await add(caller.user.userId, params.id, body),
}));
