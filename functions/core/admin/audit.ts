import { AuditEntryEntity, auditTrail } from '../../db/entities/audit-entry.ts';
import { decodeCursor, queryPage } from '../../db/read.ts';

/** The audit trail, newest first, a page at a time. */
export const listAuditEntries = async (limit: number, cursor?: string) => {
  const page = await queryPage(
    AuditEntryEntity,
    auditTrail(),
    { limit, ...(cursor ? { after: decodeCursor(cursor) } : {}) },
    { reverse: true },
  );
  return {
    entries: page.items.map(({ auditId, ...entry }) => ({ id: auditId, ...entry })),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
};
