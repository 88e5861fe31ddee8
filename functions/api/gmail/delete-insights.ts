import { deleteInsights } from '#shared/contract/gmail.ts';
import { deleteInsights as deleteAllInsights } from '../../core/gmail/insights.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteInsights, async ({ caller }) => ({
  body: { deleted: await deleteAllInsights(caller.user.userId) },
}));
