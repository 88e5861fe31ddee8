import { describeLoadErrors } from '@/lib/describe-load-errors';
import { storyLoadErrorText } from './load-error.ts';

describeLoadErrors('story load error texts (part B §8)', storyLoadErrorText, {
  reason: 'Internal Server Error',
  byStatus: [
    [404, 'Story not found. This story may have been deleted or you may not have permission to view it.'],
    [401, 'You need to be logged in to view this story.'],
    [403, 'You do not have permission to view this story.'],
    [500, 'Error loading story: Internal Server Error'],
  ],
  unknown: 'Error loading story: Unknown error',
  network: 'An error occurred while loading the story. Please check your internet connection and try again.',
});
