import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** A server-side session: revocable, with idle and absolute expiry; `ttl` lets DynamoDB sweep it. */
export const SessionEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'session',
    table,
    schema: item({
      sessionId: string().key(),
      userId: string(),
      /** The user's credentialsVersion when the session opened; absent on older sessions (read as 1). */
      credentialsVersion: number().optional(),
      createdAt: string().putDefault(() => new Date().toISOString()),
      lastSeenAt: number(),
      absoluteExpiresAt: number(),
      ttl: number(),
    }).and((session) => ({
      gsi1pk: string()
        .hidden()
        .link<typeof session>(({ userId }) => partitionKey({ userId })),
      gsi1sk: string()
        .hidden()
        .link<typeof session>(({ createdAt }) => sortKey('session', { createdAt })),
    })),
    computeKey: ({ sessionId }) => ({ pk: partitionKey({ sessionId }), sk: sortKey('session') }),
    timestamps: false,
  }))();

/** Access pattern: a user's sessions. */
export const sessionsOfUser = (userId: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ userId }),
    range: { beginsWith: sortPrefix('session') },
  }) as const;
