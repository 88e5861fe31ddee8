import { ApiError } from '@/lib/api-client';
import { STORY_TEXTS } from '../texts.ts';

/**
 * Part B §5 and §8: why research did not start. The server answers the spec's own texts for no transcripts
 * (400) and no topics (422); any other refusal is 'Research failed: …', and no answer at all or a server
 * failure is 'Failed to start research. Please try again.'
 */
export const researchErrorText = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.status >= 500) return STORY_TEXTS.startResearchFailed;
  if (error.message === STORY_TEXTS.noTranscriptsToResearch || error.message === STORY_TEXTS.noResearchTopics)
    return error.message;
  if (error.status === 422) return STORY_TEXTS.noResearchTopics;
  return STORY_TEXTS.researchFailed(error.message);
};
