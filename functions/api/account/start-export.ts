import { startExport } from '#shared/contract/account.ts';
import { startExport as start } from '../../core/account/export.ts';
import { http } from '../../edge/http.ts';

export const handler = http(startExport, async ({ caller }) => ({ body: await start(caller.user.userId) }));
