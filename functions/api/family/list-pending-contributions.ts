import { listPendingContributions } from '#shared/contract/family.ts';
import { listPendingContributions as list } from '../../core/family/contributions.ts';
import { recordingUrl } from '../../core/stories/recordings.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listPendingContributions, async ({ caller }) => ({
  body: await list(caller.user.userId, recordingUrl),
}));
