import { getStepFormatUrl } from '#shared/contract/stories.ts';
import { getStepFormatUrl as get } from '../../core/stories/steps.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getStepFormatUrl, async ({ params, caller }) => ({
  body: await get(caller.user.userId, params.id, params.stepId),
}));
