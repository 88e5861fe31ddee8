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
      /** Set once the user opens the verification link; until then Walt mails only verification and reset links. */
      emailVerified: boolean().optional(),
      /**
       * Two-factor sign-in (core/auth/totp-account.ts): the TOTP secret sealed with a key derived from the session
       * signing key, the one being set up until its first code is entered, the last time step used (a code is never
       * accepted twice) and the SHA-256 of each unused recovery code, space-separated (a string, not a set:
       * the set type's schema code would ride in every bundle, since every endpoint reads the user).
       */
      twoFactorEnabled: boolean().optional(),
      twoFactorSecret: string().optional(),
      twoFactorPendingSecret: string().optional(),
      twoFactorLastStep: number().optional(),
      twoFactorRecoveryCodes: string().optional(),
      ...timestampAttributes(),
    }).and((user) => ({
      /** Admin user list, by creation time, without a Scan (index `gsi1`). */
      gsi1pk: string()
        .hidden()
        .link<typeof user>(() => partitionKey()),
      gsi1sk: string()
        .hidden()
        .link<typeof user>(({ createdAt, userId }) => sortKey('user', { createdAt, userId })),
      /**
       * Admin user list filtered by role (index `gsi2`): one partition for admins, one for the others. Optional,
       * like `gsi3`, so accounts written before these indexes still read (the seed backfill adds the keys).
       */
      gsi2pk: string()
        .optional()
        .hidden()
        .link<typeof user>(({ isAdmin }) => rolePartition(isAdmin === true)),
      gsi2sk: string()
        .optional()
        .hidden()
        .link<typeof user>(({ createdAt, userId }) => sortKey('user', { createdAt, userId })),
      /** Admin user list filtered by transcript consent (index `gsi3`): Public and Private partitions. */
      gsi3pk: string()
        .optional()
        .hidden()
        .link<typeof user>(({ grantedPermissions }) =>
          transcriptsPartition(grantedPermissions?.['can-see-transcripts'] === true),
        ),
      gsi3sk: string()
        .optional()
        .hidden()
        .link<typeof user>(({ createdAt, userId }) => sortKey('user', { createdAt, userId })),
    })),
    computeKey: ({ userId }) => ({ pk: partitionKey({ userId }), sk: sortKey('user') }),
    timestamps: false,
  }))();

/** The role partition of index `gsi2` (admins or regular users). */
export const rolePartition = (isAdmin: boolean): string =>
  partitionKey({ userrole: isAdmin ? 'admin' : 'user' });
/** The transcript-consent partition of index `gsi3` (Public or Private). */
export const transcriptsPartition = (granted: boolean): string =>
  partitionKey({ usertranscripts: granted ? 'public' : 'private' });

/**
 * The list-index keys an update must write itself (DynamoDB-Toolbox computes linked keys on put only): the
 * role index after isAdmin changes, the transcripts index after the permissions change. Used by every user
 * write that changes either, and by the backfill (`core/admin/backfill-user-index.ts`).
 */
export const userIndexKeys = (user: {
  userId: string;
  createdAt: string;
  isAdmin?: boolean;
  grantedPermissions?: Partial<Record<(typeof PERMISSION_KEYS)[number], boolean>>;
}) => {
  const sk = sortKey('user', { createdAt: user.createdAt, userId: user.userId });
  return {
    gsi1pk: partitionKey(),
    gsi1sk: sk,
    gsi2pk: rolePartition(user.isAdmin === true),
    gsi2sk: sk,
    gsi3pk: transcriptsPartition(user.grantedPermissions?.['can-see-transcripts'] === true),
    gsi3sk: sk,
  };
};

/** Access pattern: every account, by creation time. */
export const allUsers = () =>
  ({ index: 'gsi1', partition: partitionKey(), range: { beginsWith: sortPrefix('user') } }) as const;

/** Access pattern: the admins, or the regular users, by creation time. */
export const usersByRole = (isAdmin: boolean) =>
  ({ index: 'gsi2', partition: rolePartition(isAdmin), range: { beginsWith: sortPrefix('user') } }) as const;

/** Access pattern: users with transcripts Public (granted) or Private, by creation time. */
export const usersByTranscripts = (granted: boolean) =>
  ({
    index: 'gsi3',
    partition: transcriptsPartition(granted),
    range: { beginsWith: sortPrefix('user') },
  }) as const;
