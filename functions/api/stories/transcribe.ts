import { MAX_RECORDING_BYTES } from '#shared/constants.ts';
import { transcribe } from '#shared/contract/stories.ts';
import { STORY_ERRORS } from '#shared/texts.ts';
import { aiProvider } from '../../ai/index.ts';
import { dropRecordingUpload, takeRecordingUpload } from '../../core/stories/recording-uploads.ts';
import { assertRecordingRoom, checkRecording, keepRecording } from '../../core/stories/recordings.ts';
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
    checkRecording(audio);
    // A full account is refused before the paid transcription; keepRecording counts it for good.
    await assertRecordingRoom(userId, audio.bytes.byteLength);
    const provider = aiProvider();
    const transcript = await provider.transcribeAudio({
      audio: audio.bytes,
      fileName: audio.name || 'recording.webm',
      contentType: audio.type || 'audio/webm',
    });
    // Kept once transcribed (a failed transcription leaves nothing behind; the browser still has the audio).
    const recordingId = await keepRecording(userId, audio);
    if (uploadId) await dropRecordingUpload(userId, uploadId);
    return { body: { transcript, recordingId, ...(provider.name === 'offline' ? { offline: true } : {}) } };
  },
  { multipart: 'or-json' },
);
