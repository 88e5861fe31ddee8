import { MAX_RECORDING_BYTES } from '#shared/constants.ts';
import { transcribe } from '#shared/contract/stories.ts';
import { STORY_ERRORS } from '#shared/texts.ts';
import { aiProvider } from '../../ai/index.ts';
import { assertRecordingRoom, checkRecording, keepRecording } from '../../core/stories/recordings.ts';
import { http } from '../../edge/guarded-http.ts';
import { ValidationError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';

export const handler = http(
  transcribe,
  async ({ event, caller }) => {
    const { files } = await readMultipart(event, {
      maxBytes: MAX_RECORDING_BYTES,
      tooLarge: STORY_ERRORS.recordingTooLarge,
    });
    const audio = files.get('audio');
    if (!audio || audio.bytes.byteLength === 0) throw new ValidationError(STORY_ERRORS.recordingMissing);
    checkRecording(audio);
    const { userId } = caller.user;
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
    return { body: { transcript, recordingId, ...(provider.name === 'offline' ? { offline: true } : {}) } };
  },
  { multipart: true },
);
