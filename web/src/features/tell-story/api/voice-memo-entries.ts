import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/contract/endpoint.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import type { createVoiceMemoEntry } from '#shared/contract/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { refreshStory } from './story.ts';

export type NewVoiceMemo = BodyOf<typeof createVoiceMemoEntry>;

/** Starts an empty story for a first spoken entry; the server names it "Story from {date}". */
export const createStory = () => callEndpoint(stories.createStory, { body: {} });

/** Adds a spoken entry under its client-chosen id, so a retried save stores it once. */
export const addVoiceMemo = (storyId: string, memo: NewVoiceMemo) =>
  callEndpoint(stories.createVoiceMemoEntry, { params: { id: storyId }, body: memo });

export const useAddVoiceMemo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, memo }: { storyId: string; memo: NewVoiceMemo }) => addVoiceMemo(storyId, memo),
    onSuccess: (_entry, { storyId }) => refreshStory(queryClient, storyId),
  });
};

/** Rewrites a spoken entry's text; its recording stays as it was. */
export const useUpdateVoiceMemo = (storyId: string, entryId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      callEndpoint(stories.updateVoiceMemoEntry, { params: { id: storyId, entryId }, body: { content } }),
    onSuccess: () => refreshStory(queryClient, storyId),
  });
};
