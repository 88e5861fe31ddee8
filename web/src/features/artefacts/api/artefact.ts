import { queryOptions, useQuery } from '@tanstack/react-query';
import { artefacts } from '#shared/contract/routes/artefacts.ts';
import type { Artefact, ArtefactVersion, ParagraphSources, SourceRef } from '#shared/schemas/artefact.ts';
import { callEndpoint } from '@/lib/api-client';
import { artefactKeys } from '@/lib/query-keys';

export type { Artefact, ArtefactVersion, ParagraphSources, SourceRef };

export const artefactQuery = (id: string) =>
  queryOptions({
    queryKey: artefactKeys.artefact(id),
    queryFn: (): Promise<Artefact> => callEndpoint(artefacts.getArtefact, { params: { id } }),
    staleTime: 0,
  });

export const useArtefact = (id: string) => useQuery(artefactQuery(id));
