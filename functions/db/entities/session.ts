import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { byIndex } from '../index-keys.ts';
import { onTable } from '../on-table.ts';

/** A server-side session: revocable, with idle and absolute expiry; `ttl` lets DynamoDB sweep it. */
export const SessionEntity = /* @__PURE__ */ (() =>
  new Entity(
    onTable('session', {
      schema: item({
        sessionId: string().key(),
        userId: string(),
        /** The user's credentialsVersion when the session opened; absent on older sessions (read as 1). */
        credentialsVersion: number().optional(),
        createdAt: string().putDefault(() => new Date().toISOString()),
        lastSeenAt: number(),
        absoluteExpiresAt: number(),
        ttl: number(),
      }),
      key: { partition: ['sessionId'] },
      indexes: { gsi1: { partition: ['userId'], sort: ['createdAt'] } },
    }),
  ))();

/** Access pattern: a user's sessions. */
export const sessionsOfUser = (userId: string) => byIndex('gsi1', { userId }, 'session');
