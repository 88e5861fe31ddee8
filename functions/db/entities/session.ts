import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { numbers, stringKeys } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** A server-side session: revocable, with idle and absolute expiry; `ttl` lets DynamoDB sweep it. */
export const SessionEntity = /* @__PURE__ */ (() =>
  entity('session', {
    schema: item({
      ...stringKeys('sessionId'),
      userId: string(),
      /** The user's credentialsVersion when the session opened; absent on older sessions (read as 1). */
      credentialsVersion: number().optional(),
      createdAt: string().putDefault(() => new Date().toISOString()),
      lastSeenAt: number(),
      /** The User-Agent the session was opened with (cut to 256 characters), shown as the device in "Your sessions". */
      device: string().optional(),
      /**
       * The address it was opened from, as the attempt limits count it (an IPv6 address cut to its /64); "Your
       * sessions" shows only its network (session-list.ts). Gone with the session.
       */
      address: string().optional(),
      ...numbers('absoluteExpiresAt', 'ttl'),
    }),
    key: { partition: ['sessionId'] },
    indexes: { gsi1: { partition: ['userId'], sort: ['createdAt'] } },
  }))();

/** Access pattern: a user's sessions. */
export const sessionsOfUser = (userId: string) => byIndex('gsi1', { userId }, 'session');
