import { deleteReport } from '#shared/contract/research.ts';
import { deleteReportRecord } from '../../core/research/reports.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteReport, async ({ params, caller }) => {
  await deleteReportRecord(caller.user.userId, params.id);
  return {};
});
