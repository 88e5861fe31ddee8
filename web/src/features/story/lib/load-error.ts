import { ApiError } from '@/lib/api-client';
import { STORY_TEXTS } from '../texts.ts';

/** Part B §8: what the narrator is told when the story cannot be loaded (then sent home). */
export const storyLoadErrorText = (error: unknown): string => {
  const texts = STORY_TEXTS.loadErrors;
  if (error instanceof ApiError) {
    if (error.status === 404) return texts.notFound;
    if (error.status === 401) return texts.notLoggedIn;
    if (error.status === 403) return texts.forbidden;
    return texts.other(error.message);
  }
  return texts.network;
};
