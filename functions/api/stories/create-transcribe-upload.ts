import { createTranscribeUpload } from '#shared/contract/stories.ts';
import { createRecordingUpload } from '../../core/stories/recording-uploads.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createTranscribeUpload, async ({ caller, body }) => ({
  body: await createRecordingUpload(caller.user.userId, body.size, body.contentType),
}));
