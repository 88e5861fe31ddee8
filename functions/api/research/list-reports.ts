import { listReports } from '#shared/contract/research.ts';
import { listReports as list, toReport } from '../../core/research/reports.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listReports, async ({ query, caller }) => ({
  body: (await list(caller.user.userId, query)).map((record) => toReport(record)),
}));
