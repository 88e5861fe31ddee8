import { Entity } from 'electrodb';

/** A password-reset token, stored only as its SHA-256 hash; deleting it is how it is spent. */
export const ResetTokenEntity = new Entity({
  model: { entity: 'resetToken', version: '1', service: 'walt' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
  },
});
