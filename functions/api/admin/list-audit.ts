import { listAudit } from '#shared/contract/admin.ts';
import { listAuditEntries } from '../../core/admin/audit.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listAudit, async ({ query }) => ({
  body: await listAuditEntries(query.limit, query.cursor),
}));
