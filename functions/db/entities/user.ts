import { Entity } from 'electrodb';
import { PERMISSION_KEYS } from '#shared/constants.ts';
import { timestamps } from './timestamps.ts';

const permissionProperties = Object.fromEntries(
  PERMISSION_KEYS.map((key) => [key, { type: 'boolean' } as const]),
);

/** An account. The email is unique through the EmailClaim item written in the same transaction. */
export const UserEntity = new Entity({
  model: { entity: 'user', version: '1', service: 'walt' },
  attributes: {
    userId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    name: { type: 'string', required: true },
    passwordHash: { type: 'string', required: true },
    isAdmin: { type: 'boolean', required: true, default: false },
    grantedPermissions: { type: 'map', properties: permissionProperties, default: () => ({}) },
    /** Bumped on password reset so that stale session tokens can never be honoured. */
    credentialsVersion: { type: 'number', required: true, default: 1 },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    /** Admin user list, newest first, without a Scan. */
    allUsers: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'userId'] },
    },
  },
});
