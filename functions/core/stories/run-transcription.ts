import { aiProvider } from '../../ai/index.ts';
import type { AiProvider } from '../../ai/provider.ts';
import { HttpError, PermanentJobError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { dropRecordingUpload, takeRecordingUpload } from './recording-uploads.ts';
import { assertRecordingRoom, checkRecording, keepRecording } from './recordings.ts';
import { failure, type TranscriptionMessage, type TranscriptionResult } from './transcription-jobs.ts';

/**
 * A voice memo's recording checked (audio, length), transcribed and kept, as `POST /api/stories/transcribe`
 * answers it and the transcriptions worker stores it. A full account is refused before the paid transcription;
 * the recording is kept only once transcribed (a failed transcription leaves nothing behind).
 */
export const transcribeAndKeep = async (
  userId: string,
  audio: UploadedFile,
  provider: AiProvider = aiProvider(),
): Promise<TranscriptionResult> => {
  checkRecording(audio);
  await assertRecordingRoom(userId, audio.bytes.byteLength);
  const transcript = await provider.transcribeAudio({
    audio: audio.bytes,
    fileName: audio.name || 'recording.webm',
    contentType: audio.type || 'audio/webm',
  });
  const recordingId = await keepRecording(userId, audio);
  return { transcript, recordingId, ...(provider.name === 'offline' ? { offline: true } : {}) };
};

/**
 * The worker's part: the upload taken up and transcribed as `transcribe` does, then dropped. A refusal (gone,
 * not audio, too long, the account full) fails the job at once with its reason; a provider's failure is retried
 * by the queue.
 */
export const runTranscription = async ({
  userId,
  uploadId,
}: TranscriptionMessage): Promise<TranscriptionResult> => {
  try {
    const result = await transcribeAndKeep(userId, await takeRecordingUpload(userId, uploadId));
    await dropRecordingUpload(userId, uploadId);
    return result;
  } catch (error) {
    if (error instanceof HttpError) throw new PermanentJobError(failure(error.statusCode, error.message));
    throw error;
  }
};
