import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { voice } from '#shared/contract/routes/voice.ts';
import type { ListenLink, ListenLinks } from '#shared/schemas/voice.ts';
import { VOICE_TEXTS } from '#shared/texts.ts';
import { callEndpoint } from '@/lib/api-client';

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
    queryFn: async (): Promise<ListenLinks> => {
      try {
        return await callEndpoint(voice.listListenLinks, { params: { id: artefactId } });
      } catch (error) {
        console.error('Failed to load listen links', error);
        return NO_LINKS;
      }
    },
  });

export const useListenLinks = (artefactId: string) => useQuery(listenLinksQuery(artefactId));

/** "Make voice links": a link for each voiced paragraph of the latest version (none when none is voiced). */
export const useMakeListenLinks = (artefactId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(voice.createListenLinks, {
        params: { id: artefactId },
        fallbackError: VOICE_TEXTS.voiceLinksFailed,
      }),
    onSuccess: (made) => queryClient.setQueryData(listenLinkKeys.ofArtefact(artefactId), made),
  });
};

/** "Stop voice links": every link of the keepsake answers "no longer shared" from now on. */
export const useStopListenLinks = (artefactId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(voice.stopListenLinks, {
        params: { id: artefactId },
        fallbackError: VOICE_TEXTS.voiceLinksFailed,
      }),
    onSuccess: () => queryClient.setQueryData(listenLinkKeys.ofArtefact(artefactId), NO_LINKS),
  });
};

/** The page a link opens, as a path of this site (the link itself is absolute, for print and sharing). */
export const listenPath = (link: ListenLink): string => {
  try {
    return new URL(link.url).pathname;
  } catch {
    return `/listen/${link.token}`;
  }
};
