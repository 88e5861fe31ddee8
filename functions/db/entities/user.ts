import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { PERMISSION_KEYS } from '#shared/constants.ts';
import { timestampAttributes } from '../attributes.ts';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** One optional flag per consent key; a missing key means not granted. */
const permissionAttributes = Object.fromEntries(
  PERMISSION_KEYS.map((key) => [key, boolean().optional()]),
) as {
  [key in (typeof PERMISSION_KEYS)[number]]: ReturnType<ReturnType<typeof boolean>['optional']>;
};

/** An account. The email is unique through the EmailClaim item written in the same transaction. */
export const UserEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'user',
    table,
    schema: item({
      userId: string().key(),
      email: string(),
      name: string(),
      passwordHash: string(),
      isAdmin: boolean().default(false),
      grantedPermissions: map(permissionAttributes).default(() => ({})),
      /** Bumped on password reset so that stale session tokens can never be honoured. */
      credentialsVersion: number().default(1),
      ...timestampAttributes(),
    }).and((user) => ({
      /** Admin user list, by creation time, without a Scan (index `gsi1`). */
      gsi1pk: string()
        .hidden()
        .link<typeof user>(() => partitionKey()),
      gsi1sk: string()
        .hidden()
        .link<typeof user>(({ createdAt, userId }) => sortKey('user', { createdAt, userId })),
    })),
    computeKey: ({ userId }) => ({ pk: partitionKey({ userId }), sk: sortKey('user') }),
    timestamps: false,
  }))();

/** Access pattern: every account, by creation time. */
export const allUsers = () =>
  ({ index: 'gsi1', partition: partitionKey(), range: { beginsWith: sortPrefix('user') } }) as const;
