import { ApiError } from '@/lib/api-client';
import { ARTEFACT_PAGE_TEXTS } from '../texts.ts';

/** Part B §8: what the narrator is told when the artefact cannot be loaded (then sent home). */
export const artefactLoadErrorText = (error: unknown): string => {
  const texts = ARTEFACT_PAGE_TEXTS.loadErrors;
  if (error instanceof ApiError) {
    if (error.status === 404) return texts.notFound;
    if (error.status === 401) return texts.notLoggedIn;
    if (error.status === 403) return texts.forbidden;
    return texts.other(error.message);
  }
  return texts.network;
};
