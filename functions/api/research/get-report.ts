import { getReport } from '#shared/contract/research.ts';
import { ownedReport, toReport } from '../../core/research/reports.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getReport, async ({ params, caller }) => ({
  body: toReport(await ownedReport(caller.user.userId, params.id)),
}));
