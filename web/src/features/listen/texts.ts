/**
 * Texts of the public listen page (issue 26) beyond the shared VOICE_TEXTS: the page as it loads, the
 * player's name for assistive technology, and a failure that is not the link's.
 */
export const LISTEN_PAGE_TEXTS = {
  pageTitle: 'Listen',
  loading: 'Loading the recording...',
  audioLabel: (name: string) => `The recording of ${name} saying these words`,
  failed: 'This recording could not be loaded. Please check your internet connection and try again.',
} as const;
