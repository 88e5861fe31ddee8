import { listStepCompletions } from '#shared/contract/stories.ts';
import { listStepCompletions as list } from '../../core/stories/steps.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listStepCompletions, async ({ params, caller }) => ({
  body: await list(caller.user.userId, params.id),
}));
