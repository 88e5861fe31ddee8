import { ApiError } from './api-client';

/**
 * A message carried to the dashboard in the navigation state: screens that must send the narrator home
 * with an explanation (a story that cannot be loaded, part B §8) say why there, where it stays readable.
 */
export interface HomeNotice {
  homeNotice: string;
}

export const withHomeNotice = (text: string): HomeNotice => ({ homeNotice: text });

export const homeNoticeOf = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'homeNotice' in state && typeof state.homeNotice === 'string'
    ? state.homeNotice
    : undefined;

/** A page's texts for why its item could not be loaded (part B §8). */
export interface LoadErrorTexts {
  notFound: string;
  notLoggedIn: string;
  forbidden: string;
  other: (reason: string | undefined) => string;
  network: string;
}

/** What the narrator is told on the dashboard when a page's item (a story, an artefact) cannot be loaded. */
export const loadErrorText = (error: unknown, texts: LoadErrorTexts): string => {
  if (error instanceof ApiError) {
    if (error.status === 404) return texts.notFound;
    if (error.status === 401) return texts.notLoggedIn;
    if (error.status === 403) return texts.forbidden;
    return texts.other(error.message);
  }
  return texts.network;
};
