import { getJob } from '#shared/contract/artefacts.ts';
import { jobView } from '../../core/artefacts/views.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getJob, async ({ params, caller }) => ({
  body: await jobView(caller.user.userId, params.jobId),
}));
