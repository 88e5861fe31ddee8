import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import type { createPath, getPath } from '#shared/contract/paths.ts';
import { paths } from '#shared/contract/routes/paths.ts';
import { callEndpoint } from '@/lib/api-client';
import { useEditedRecord } from '@/lib/queries/edited-record';
import { adminContentKeys } from '@/lib/query-keys';

export type Path = ResponseOf<typeof getPath>;
export type PathInput = BodyOf<typeof createPath>;

/** Every path, for the paths list, the questions screen and the journey editor. */
export const usePaths = (enabled = true) =>
  useQuery({
    queryKey: adminContentKeys.paths,
    queryFn: () => callEndpoint(paths.listPaths),
    enabled,
  });

/** One path, for the editor (not read in create mode). */
export const usePath = (id: string | undefined) =>
  useEditedRecord(adminContentKeys.path, id, (pathId) =>
    callEndpoint(paths.getPath, { params: { id: pathId } }),
  );

const useRefreshPaths = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminContentKeys.paths });
};

/** Deleting a path re-fetches the list (part B §4). */
export const useDeletePath = () => {
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(paths.deletePath, { params: { id } }),
    onSuccess: refresh,
  });
};

/** Duplicating a path re-fetches the list (part B §4). */
export const useDuplicatePath = () => {
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(paths.duplicatePath, { params: { id } }),
    onSuccess: refresh,
  });
};

/** Creates the path (no id) or replaces it (an id). */
export const useSavePath = () => {
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PathInput }) =>
      id
        ? callEndpoint(paths.updatePath, { params: { id }, body })
        : callEndpoint(paths.createPath, { body }),
    onSuccess: refresh,
  });
};
