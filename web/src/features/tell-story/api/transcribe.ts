import { useMutation } from '@tanstack/react-query';
import { RECORDING_FILE_NAME } from '#shared/constants.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import { callEndpoint } from '@/lib/api-client';

/** Sends a recording as the multipart file `audio` (audio.webm); answers its transcript and kept recording's id. */
export const transcribe = (recording: Blob) => {
  const form = new FormData();
  form.append('audio', recording, RECORDING_FILE_NAME);
  return callEndpoint(stories.transcribe, { form });
};

export const useTranscribe = () => useMutation({ mutationFn: transcribe });
