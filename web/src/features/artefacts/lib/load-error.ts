import { loadErrorText } from '@/lib/home-notice';
import { ARTEFACT_PAGE_TEXTS } from '../texts.ts';

/** Part B §8: what the narrator is told when the artefact cannot be loaded (then sent home). */
export const artefactLoadErrorText = (error: unknown): string =>
  loadErrorText(error, ARTEFACT_PAGE_TEXTS.loadErrors);
