import { describeLoadErrors } from '@/lib/describe-load-errors';
import { artefactLoadErrorText } from './load-error.ts';

describeLoadErrors('artefact load errors (part B §8)', artefactLoadErrorText, {
  reason: 'Internal error',
  byStatus: [
    [
      404,
      'Artefact not found. This artefact may have been deleted or you may not have permission to view it.',
    ],
    [401, 'You need to be logged in to view this artefact.'],
    [403, 'You do not have permission to view this artefact.'],
    [500, 'Error loading artefact: Internal error'],
  ],
  unknown: 'Error loading artefact: Unknown error',
  network:
    'An error occurred while loading the artefact. Please check your internet connection and try again.',
});
