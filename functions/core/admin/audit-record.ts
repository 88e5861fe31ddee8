import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_ENTITY, AUDIT_PARTITION, auditSortKey } from '../../db/audit-keys.ts';
import { dynamo } from '../../db/client.ts';
import { config } from '../../lib/config.ts';

export interface AuditInput {
  actor: { userId: string; email: string };
  /** The endpoint's name (`admin.deleteUser`, `paths.updatePath`) or a read (`admin.readUserStories`). */
  action: string;
  /** Whose material or account the action touched. */
  targetUserId?: string;
  /** What was touched: the request's path parameters. */
  target?: Record<string, unknown>;
  detail?: string;
}

/**
 * Writes one audit entry (entities/audit-entry.ts reads them). A bare PutItem, so that the HTTP wrapper,
 * which records every admin write, carries no entity schema into every bundle.
 */
export const recordAudit = async ({
  actor,
  action,
  targetUserId,
  target,
  detail,
}: AuditInput): Promise<void> => {
  const at = new Date().toISOString();
  const auditId = randomUUID();
  await dynamo().send(
    new PutCommand({
      TableName: config().TABLE_NAME,
      Item: {
        pk: AUDIT_PARTITION,
        sk: auditSortKey(at, auditId),
        __edb_e__: AUDIT_ENTITY,
        at,
        auditId,
        actorId: actor.userId,
        actorEmail: actor.email,
        action,
        ...(targetUserId ? { targetUserId } : {}),
        ...(target && Object.keys(target).length > 0 ? { target: JSON.stringify(target) } : {}),
        ...(detail ? { detail } : {}),
      },
    }),
  );
};
