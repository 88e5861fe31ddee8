import { MAX_RECORDING_BYTES } from '#shared/constants.ts';
import { transcribe } from '#shared/contract/stories.ts';
import { STORY_ERRORS } from '#shared/texts.ts';
import { dropRecordingUpload, takeRecordingUpload } from '../../core/stories/recording-uploads.ts';
import { transcribeAndKeep } from '../../core/stories/run-transcription.ts';
import { http } from '../../edge/guarded-http.ts';
import { ValidationError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';

export const handler = http(
  transcribe,
  async ({ event, body, caller }) => {
    const { userId } = caller.user;
    // A large recording was uploaded straight to storage and is named by its upload; a small one is in the form.
    const uploadId = body?.uploadId;
    const audio = uploadId
      ? await takeRecordingUpload(userId, uploadId)
      : (
          await readMultipart(event, {
            maxBytes: MAX_RECORDING_BYTES,
            tooLarge: STORY_ERRORS.recordingTooLarge,
          })
        ).files.get('audio');
    if (!audio || audio.bytes.byteLength === 0) throw new ValidationError(STORY_ERRORS.recordingMissing);
    const answer = await transcribeAndKeep(userId, audio);
    if (uploadId) await dropRecordingUpload(userId, uploadId);
    return { body: answer };
  },
  { multipart: 'or-json' },
);
