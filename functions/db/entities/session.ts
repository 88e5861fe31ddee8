import { Entity } from 'electrodb';

/** A server-side session: revocable, with idle and absolute expiry; `ttl` lets DynamoDB sweep it. */
export const SessionEntity = new Entity({
  model: { entity: 'session', version: '1', service: 'walt' },
  attributes: {
    sessionId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    lastSeenAt: { type: 'number', required: true },
    absoluteExpiresAt: { type: 'number', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
});
