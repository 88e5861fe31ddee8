import { Entity } from 'electrodb';

/** A short-lived mutual-exclusion lease (conditional put), swept by TTL if its holder died. */
export const LockEntity = new Entity({
  model: { entity: 'lock', version: '1', service: 'walt' },
  attributes: {
    key: { type: 'string', required: true },
    owner: { type: 'string', required: true },
    /** Epoch ms after which another caller may take the lock over. */
    expiresAt: { type: 'number', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['key'] }, sk: { field: 'sk', composite: [] } },
  },
});
