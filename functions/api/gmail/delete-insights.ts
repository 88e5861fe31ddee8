import { deleteInsights } from '#shared/contract/gmail.ts';
import { forgetInsights } from '../../core/gmail/insights.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteInsights, async ({ caller }) => ({
  body: { deleted: await forgetInsights(caller.user.userId) },
}));
