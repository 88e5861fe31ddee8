import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { listStoryFormats } from '#shared/contract/artefacts.ts';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import type { createFormat, getAdminFormat, getFormat } from '#shared/contract/formats.ts';
import { artefacts } from '#shared/contract/routes/artefacts.ts';
import { formats } from '#shared/contract/routes/formats.ts';
import { callEndpoint } from '@/lib/api-client';
import { useEditedRecord } from './edited-record.ts';
import { storyKeys } from './stories.ts';

/**
 * The formats resource: what a story can be turned into. The narrator reads one format and the formats of
 * a story; the admin content screens list, write and delete them.
 */

/** A format as the generation page shows it: its icon, name and description. */
export type Format = ResponseOf<typeof getFormat>;
export type StoryFormat = ResponseOf<typeof listStoryFormats>[number];
export type AdminFormat = ResponseOf<typeof getAdminFormat>;
export type AdminFormatInput = BodyOf<typeof createFormat>;

/** The seeded Biography format: written from every story of the narrator (content scope `all`). */
export const BIOGRAPHY_FORMAT_ID = 'format-biography';

export const formatKeys = {
  format: (id: string) => ['format', id] as const,
  /** Under the story's keys, so refreshing the story page reads its formats again. */
  ofStory: (storyId: string) => [...storyKeys.all(storyId), 'formats'] as const,
  adminList: ['admin-content', 'formats'] as const,
  admin: (id: string) => ['admin-content', 'formats', id] as const,
};

export const formatQuery = (id: string) =>
  queryOptions({
    queryKey: formatKeys.format(id),
    queryFn: (): Promise<Format> => callEndpoint(formats.getFormat, { params: { id } }),
  });

export const useFormat = (id: string) => useQuery(formatQuery(id));

export const storyFormatsQuery = (storyId: string) =>
  queryOptions({
    queryKey: formatKeys.ofStory(storyId),
    queryFn: (): Promise<StoryFormat[]> =>
      callEndpoint(artefacts.listStoryFormats, { params: { id: storyId } }),
  });

export const useStoryFormats = (storyId: string) => useQuery(storyFormatsQuery(storyId));

/** Every format (the admin list and the journey editor's target formats). */
export const useAdminFormats = () =>
  useQuery({ queryKey: formatKeys.adminList, queryFn: () => callEndpoint(formats.listFormats) });

export const useAdminFormat = (id: string | undefined) =>
  useEditedRecord(formatKeys.admin, id, (formatId) =>
    callEndpoint(formats.getAdminFormat, { params: { id: formatId } }),
  );

/** Deleting a format removes it from the shown list locally (part B §4), without a re-fetch. */
export const useDeleteFormat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(formats.deleteFormat, { params: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<AdminFormat[]>(formatKeys.adminList, (list) =>
        list?.filter((format) => format.id !== id),
      ),
  });
};

/** Creates the format (no id) or replaces it (an id). */
export const useSaveFormat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AdminFormatInput }) =>
      id
        ? callEndpoint(formats.updateFormat, { params: { id }, body })
        : callEndpoint(formats.createFormat, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formatKeys.adminList }),
  });
};
