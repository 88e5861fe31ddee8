import { item } from 'dynamodb-toolbox/schema/item';
import { optionalStrings, stringKeys, strings } from '../attributes.ts';
import { AUDIT_ENTITY, AUDIT_PARTITION, auditSortKey } from '../audit-keys.ts';
import { entity } from '../on-table.ts';

/**
 * One administrator action: who (actorId, actorEmail), what (action: the endpoint's name, e.g.
 * `admin.deleteUser`, `paths.updatePath`, `admin.readUserConversations`), when (at), on what (targetUserId
 * and target: the request's path parameters), and a detail line. All in one partition, newest last.
 */
export const AuditEntryEntity = /* @__PURE__ */ (() =>
  entity(AUDIT_ENTITY, {
    schema: item({
      ...stringKeys('at', 'auditId'),
      ...strings('actorId', 'actorEmail', 'action'),
      ...optionalStrings('targetUserId', 'target', 'detail'),
    }),
    // The key layout the HTTP wrapper's bare PutItem writes too (audit-keys.ts).
    key: ({ at, auditId }) => ({ pk: AUDIT_PARTITION, sk: auditSortKey(at, auditId) }),
  }))();

/** Access pattern: the audit trail, by time. */
export const auditTrail = () => ({ partition: AUDIT_PARTITION }) as const;
