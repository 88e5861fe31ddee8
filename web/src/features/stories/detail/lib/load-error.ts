import { loadErrorText } from '@/lib/home-notice';
import { STORY_TEXTS } from '../texts.ts';

/** Part B §8: what the narrator is told when the story cannot be loaded (then sent home). */
export const storyLoadErrorText = (error: unknown): string => loadErrorText(error, STORY_TEXTS.loadErrors);
