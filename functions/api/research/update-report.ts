import { updateReport } from '#shared/contract/research.ts';
import { toReport, updateReportRecord } from '../../core/research/reports.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateReport, async ({ params, body, caller }) => ({
  body: toReport(await updateReportRecord(caller.user.userId, params.id, body)),
}));
