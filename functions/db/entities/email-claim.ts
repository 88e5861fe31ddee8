import { Entity } from 'electrodb';

/** Reserves an email address for one user; created with the user in one transaction. */
export const EmailClaimEntity = new Entity({
  model: { entity: 'emailClaim', version: '1', service: 'walt' },
  attributes: {
    email: { type: 'string', required: true },
    userId: { type: 'string', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
  },
});
