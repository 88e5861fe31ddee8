import { createReport } from '#shared/contract/research.ts';
import { createUserReport } from '../../core/research/create.ts';
import { toReport } from '../../core/research/reports.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createReport, async ({ body, caller, ip }) => ({
  body: toReport(await createUserReport(caller.user.userId, body, ip)),
}));
