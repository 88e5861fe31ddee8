import { Entity } from 'electrodb';

/** A fixed-window attempt counter (per account or per IP), swept by TTL. */
export const RateLimitEntity = new Entity({
  model: { entity: 'rateLimit', version: '1', service: 'walt' },
  attributes: {
    key: { type: 'string', required: true },
    windowStart: { type: 'number', required: true },
    count: { type: 'number', required: true, default: 0 },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['key'] }, sk: { field: 'sk', composite: ['windowStart'] } },
  },
});
