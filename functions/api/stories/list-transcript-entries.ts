import { listTranscriptEntries } from '#shared/contract/stories.ts';
import { listTranscriptEntries as list } from '../../core/stories/stories.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listTranscriptEntries, async ({ params, caller, page }) =>
  list(caller.user.userId, params.id, page),
);
