import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import type { createFormat, getAdminFormat } from '#shared/contract/formats.ts';
import { formats } from '#shared/contract/routes/formats.ts';
import { callEndpoint } from '@/lib/api-client';
import { adminContentKeys } from '@/lib/query-keys';

export type Format = ResponseOf<typeof getAdminFormat>;
export type FormatInput = BodyOf<typeof createFormat>;

export const useFormats = () =>
  useQuery({ queryKey: adminContentKeys.formats, queryFn: () => callEndpoint(formats.listFormats) });

export const useFormat = (id: string | undefined) =>
  useQuery({
    queryKey: adminContentKeys.format(id ?? ''),
    queryFn: () => callEndpoint(formats.getAdminFormat, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    staleTime: 0,
  });

/** Deleting a format removes it from the shown list locally (part B §4), without a re-fetch. */
export const useDeleteFormat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(formats.deleteFormat, { params: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<Format[]>(adminContentKeys.formats, (list) =>
        list?.filter((format) => format.id !== id),
      ),
  });
};

export const useSaveFormat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: FormatInput }) =>
      id
        ? callEndpoint(formats.updateFormat, { params: { id }, body })
        : callEndpoint(formats.createFormat, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminContentKeys.formats }),
  });
};
