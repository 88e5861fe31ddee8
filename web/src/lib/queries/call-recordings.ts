import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { voice } from '#shared/contract/routes/voice.ts';
import type { AddCallRecordingBody, CallRecordingClips, RecordingClip } from '#shared/schemas/voice.ts';
import { VOICE_TEXTS } from '#shared/texts.ts';
import { callEndpoint } from '@/lib/api-client';
import { noneOnFailure } from './empty-on-failure.ts';

/**
 * The call recordings resource (issue 26): the narrator's voice kept from a call, as segments linked to the
 * conversation and one clip per narrator message; linking a segment (the live call), and deleting them all.
 */

export type { AddCallRecordingBody, RecordingClip };

export const callRecordingKeys = {
  /** Every conversation's recordings: a prefix of the key below. */
  all: ['call-recordings'] as const,
  ofConversation: (conversationId: string) => ['call-recordings', conversationId] as const,
};

const NO_CLIPS: CallRecordingClips = { segments: [], clips: [] };

/** A conversation's clips; a failed read is logged and shows as none (the transcript reads on without Play). */
export const callRecordingsQuery = (conversationId: string) =>
  queryOptions({
    queryKey: callRecordingKeys.ofConversation(conversationId),
    queryFn: noneOnFailure(
      'call recordings',
      (): Promise<CallRecordingClips> =>
        callEndpoint(voice.listCallRecordings, { params: { id: conversationId } }),
      () => NO_CLIPS,
    ),
  });

const clipsByMessage = (answer: CallRecordingClips) =>
  new Map(answer.clips.map((clip) => [clip.messageId, clip]));
const NO_CLIP_MAP: ReadonlyMap<string, RecordingClip> = new Map();

/** The clips of a conversation by message id (none until read, or when `enabled` is false). */
export const useRecordingClips = (
  conversationId: string,
  enabled = true,
): ReadonlyMap<string, RecordingClip> =>
  useQuery({ ...callRecordingsQuery(conversationId), enabled, select: clipsByMessage }).data ?? NO_CLIP_MAP;

/** Links an uploaded segment of a call's recording (and the marks known so far) to its conversation. */
export const addCallRecording = async (conversationId: string, body: AddCallRecordingBody): Promise<void> => {
  await callEndpoint(voice.addCallRecording, { params: { id: conversationId }, body });
};

/** A conversation's recordings are read again (a segment of it was saved). */
export const refreshCallRecordings = (queryClient: QueryClient, conversationId: string) =>
  queryClient.invalidateQueries({ queryKey: callRecordingKeys.ofConversation(conversationId) });

/** "Delete my call recordings": every recording of the narrator's calls; the transcripts stay. */
export const useDeleteCallRecordings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(voice.deleteCallRecordings, { fallbackError: VOICE_TEXTS.deleteCallRecordingsFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callRecordingKeys.all }),
  });
};
