import { acceptContribution } from '#shared/contract/family.ts';
import { acceptContribution as accept } from '../../core/family/contributions.ts';
import { recordingUrl } from '../../core/stories/recordings.ts';
import { http } from '../../edge/http.ts';

export const handler = http(acceptContribution, async ({ params, caller }) => ({
  body: await accept(caller.user.userId, params.id, params.contributionId, recordingUrl),
}));
