import { completeStep } from '#shared/contract/stories.ts';
import { completeStep as complete } from '../../core/stories/steps.ts';
import { http } from '../../edge/http.ts';

export const handler = http(completeStep, async ({ params, caller }) => ({
  body: await complete(caller.user.userId, params.id, params.stepId),
}));
