import { RECORDING_MIME_TYPE } from '#shared/constants.ts';

/** A MediaRecorder of the stream in the memos' codec (audio/webm), or the browser's own choice without it. */
export const openRecorder = (stream: MediaStream): MediaRecorder => {
  const supported = MediaRecorder.isTypeSupported?.(RECORDING_MIME_TYPE) ?? false;
  return new MediaRecorder(stream, supported ? { mimeType: RECORDING_MIME_TYPE } : undefined);
};
