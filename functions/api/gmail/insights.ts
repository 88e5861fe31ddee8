import { insights } from '#shared/contract/gmail.ts';
import { listInsights } from '../../core/gmail/insights.ts';
import { http } from '../../edge/http.ts';

export const handler = http(insights, async ({ caller, query, page }) =>
  listInsights(caller.user.userId, query.offset, page.after),
);
