import { getTranscription } from '#shared/contract/stories.ts';
import { getTranscription as readTranscription } from '../../core/stories/transcription-jobs.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getTranscription, async ({ params, caller }) => ({
  body: await readTranscription(caller.user.userId, params.jobId),
}));
