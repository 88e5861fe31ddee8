import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import type { getFormat } from '#shared/contract/formats.ts';
import { formats } from '#shared/contract/routes/formats.ts';
import { callEndpoint } from '@/lib/api-client';
import { artefactKeys } from '@/lib/query-keys';

export type Format = ResponseOf<typeof getFormat>;

/** The format the generation page shows: its icon, name and description. */
export const formatQuery = (id: string) =>
  queryOptions({
    queryKey: artefactKeys.format(id),
    queryFn: (): Promise<Format> => callEndpoint(formats.getFormat, { params: { id } }),
  });

export const useFormat = (id: string) => useQuery(formatQuery(id));
