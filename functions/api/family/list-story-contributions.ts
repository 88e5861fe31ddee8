import { listStoryContributions } from '#shared/contract/family.ts';
import { listStoryContributions as list } from '../../core/family/contributions.ts';
import { recordingUrl } from '../../core/stories/recordings.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listStoryContributions, async ({ params, caller }) => ({
  body: await list(caller.user.userId, params.id, recordingUrl),
}));
