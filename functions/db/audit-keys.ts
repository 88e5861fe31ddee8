import { partitionKey, sortKey } from './keys.ts';

/**
 * The audit trail's key layout, apart from its entity so that the HTTP wrapper can write an entry with a bare
 * PutItem (core/admin/audit-record.ts) without carrying the entity's schema into every bundle.
 */
export const AUDIT_ENTITY = 'auditEntry';
export const AUDIT_PARTITION = partitionKey({ audit: 'trail' });
export const auditSortKey = (at: string, auditId: string): string =>
  sortKey('auditEntry', { at, auditId }, true);
