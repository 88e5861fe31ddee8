import { getExport } from '#shared/contract/account.ts';
import { getExport as get } from '../../core/account/export.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getExport, async ({ caller, params }) => ({
  body: await get(caller.user.userId, params.jobId),
}));
