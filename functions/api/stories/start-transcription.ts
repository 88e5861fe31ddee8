import { startTranscription } from '#shared/contract/stories.ts';
import { startTranscription as queueTranscription } from '../../core/stories/transcription-jobs.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(startTranscription, async ({ body, caller }) => ({
  body: await queueTranscription(caller.user.userId, body.uploadId),
}));
