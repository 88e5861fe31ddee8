import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { AUDIT_PARTITION } from '../../db/audit-keys.ts';
import { AuditEntryEntity, auditTrail } from '../../db/entities/audit-entry.ts';
import { table } from '../../db/table.ts';
import { ValidationError } from '../../lib/errors.ts';

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor this list gave: the key of the last entry of a page, in the audit partition. */
const decodeCursor = (cursor: string): { pk: string; sk: string } => {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (key?.pk === AUDIT_PARTITION && typeof key.sk === 'string' && Object.keys(key).length === 2)
      return key;
  } catch {}
  throw new ValidationError(GENERIC_ERRORS.invalidCursor);
};

/** The audit trail, newest first, a page at a time. */
export const listAuditEntries = async (limit: number, cursor?: string) => {
  const { Items = [], LastEvaluatedKey } = await table
    .build(QueryCommand)
    .entities(AuditEntryEntity)
    .query(auditTrail())
    .options({
      reverse: true,
      limit,
      maxPages: 1,
      entityAttrFilter: false,
      ...(cursor ? { exclusiveStartKey: decodeCursor(cursor) } : {}),
    })
    .send();
  return {
    entries: Items.map(({ auditId, ...entry }) => ({ id: auditId, ...entry })),
    ...(LastEvaluatedKey ? { nextCursor: encodeCursor(LastEvaluatedKey) } : {}),
  };
};
