import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { voice } from '#shared/contract/routes/voice.ts';
import type { ListenLink, ListenLinks } from '#shared/schemas/voice.ts';
import { VOICE_TEXTS } from '#shared/texts.ts';
import { callEndpoint } from '@/lib/api-client';
import { noneOnFailure } from './empty-on-failure.ts';

/**
 * The listen links of a keepsake (issue 26): one `/listen/{token}` page per paragraph of its latest version
 * that the narrator's recorded voice went into. Making them and stopping them answer the links as they are
 * now, which replace the cached ones.
 */

export type { ListenLink };

export const listenLinkKeys = {
  ofArtefact: (artefactId: string) => ['artefact', artefactId, 'listen-links'] as const,
};

const NO_LINKS: ListenLinks = { links: [] };

/** The keepsake's links; a failed read is logged and shows as none (the page reads on without Listen). */
export const listenLinksQuery = (artefactId: string) =>
  queryOptions({
    queryKey: listenLinkKeys.ofArtefact(artefactId),
    queryFn: noneOnFailure(
      'listen links',
      (): Promise<ListenLinks> => callEndpoint(voice.listListenLinks, { params: { id: artefactId } }),
      () => NO_LINKS,
    ),
  });

export const useListenLinks = (artefactId: string) => useQuery(listenLinksQuery(artefactId));

/** A write to the keepsake's links, whose answer (`linksAfter`) is what the page shows from then on. */
const useListenLinksWrite = <Answer>(
  artefactId: string,
  write: (options: { params: { id: string }; fallbackError: string }) => Promise<Answer>,
  linksAfter: (answer: Answer) => ListenLinks,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => write({ params: { id: artefactId }, fallbackError: VOICE_TEXTS.voiceLinksFailed }),
    onSuccess: (answer) =>
      queryClient.setQueryData(listenLinkKeys.ofArtefact(artefactId), linksAfter(answer)),
  });
};

/** "Make voice links": a link for each voiced paragraph of the latest version (none when none is voiced). */
export const useMakeListenLinks = (artefactId: string) =>
  useListenLinksWrite(
    artefactId,
    (options) => callEndpoint(voice.createListenLinks, options),
    (made) => made,
  );

/** "Stop voice links": every link of the keepsake answers "no longer shared" from now on. */
export const useStopListenLinks = (artefactId: string) =>
  useListenLinksWrite(
    artefactId,
    (options) => callEndpoint(voice.stopListenLinks, options),
    () => NO_LINKS,
  );

/** The page a link opens, as a path of this site (the link itself is absolute, for print and sharing). */
export const listenPath = (link: ListenLink): string => {
  try {
    return new URL(link.url).pathname;
  } catch {
    return `/listen/${link.token}`;
  }
};
