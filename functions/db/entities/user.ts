import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { PERMISSION_KEYS } from '#shared/constants.ts';
import { optionalNumbers, optionalStrings, strings, timestampAttributes } from '../attributes.ts';
import { byIndex, type IndexLayouts, indexKeyValues } from '../index-keys.ts';
import { partitionKey } from '../keys.ts';
import { entity } from '../on-table.ts';

/** One optional flag per consent key; a missing key means not granted. */
const permissionAttributes = Object.fromEntries(
  PERMISSION_KEYS.map((key) => [key, boolean().optional()]),
) as {
  [key in (typeof PERMISSION_KEYS)[number]]: ReturnType<ReturnType<typeof boolean>['optional']>;
};

/** The role partition of index `gsi2` (admins or regular users). */
export const rolePartition = (isAdmin: boolean): string =>
  partitionKey({ userrole: isAdmin ? 'admin' : 'user' });
/** The transcript-consent partition of index `gsi3` (Public or Private). */
export const transcriptsPartition = (granted: boolean): string =>
  partitionKey({ usertranscripts: granted ? 'public' : 'private' });

/** What the admin lists place a user by. */
interface ListedUser {
  userId: string;
  createdAt: string;
  isAdmin?: boolean;
  grantedPermissions?: Partial<Record<(typeof PERMISSION_KEYS)[number], boolean>>;
}

/**
 * The admin user list, by creation time and without a Scan: every account (index `gsi1`), the admins or the
 * others (`gsi2`), transcripts Public or Private (`gsi3`). The last two are optional so that accounts written
 * before these indexes still read (the seed backfill adds the keys).
 */
const USER_INDEXES = {
  gsi1: { partition: [], sort: ['createdAt', 'userId'] },
  gsi2: {
    partition: ({ isAdmin }) => rolePartition(isAdmin === true),
    sort: ['createdAt', 'userId'],
    optional: true,
  },
  gsi3: {
    partition: ({ grantedPermissions }) =>
      transcriptsPartition(grantedPermissions?.['can-see-transcripts'] === true),
    sort: ['createdAt', 'userId'],
    optional: true,
  },
} as const satisfies IndexLayouts<ListedUser>;

/** An account. The email is unique through the EmailClaim item written in the same transaction. */
export const UserEntity = /* @__PURE__ */ (() =>
  entity('user', {
    schema: item({
      userId: string().key(),
      ...strings('email', 'name', 'passwordHash'),
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
      ...optionalStrings('twoFactorSecret', 'twoFactorPendingSecret', 'twoFactorRecoveryCodes'),
      twoFactorLastStep: number().optional(),
      /**
       * `deletingAt`: set when the account's deletion starts, so that late background writes for it are refused
       * (db/owner-guard.ts). `recordingBytes`: bytes of the recordings kept for the user (core/stories/recordings.ts),
       * for the per-user storage cap. `insightCount`: how many email insights the user has
       * (core/gmail/insight-count.ts); absent until first counted.
       */
      ...optionalNumbers('deletingAt', 'recordingBytes', 'insightCount'),
      ...timestampAttributes(),
    }),
    key: { partition: ['userId'] },
    indexes: USER_INDEXES,
  }))();

/**
 * The list-index keys an update must write itself (DynamoDB-Toolbox computes linked keys on put only): the
 * role index after isAdmin changes, the transcripts index after the permissions change. Used by every user
 * write that changes either, and by the backfill (`core/admin/backfill-user-index.ts`).
 */
export const userIndexKeys = (user: ListedUser) => indexKeyValues('user', USER_INDEXES, user);

/** Access pattern: every account, by creation time. */
export const allUsers = () => byIndex('gsi1', {}, 'user');

/** Access pattern: the admins, or the regular users, by creation time. */
export const usersByRole = (isAdmin: boolean) => byIndex('gsi2', rolePartition(isAdmin), 'user');

/** Access pattern: users with transcripts Public (granted) or Private, by creation time. */
export const usersByTranscripts = (granted: boolean) =>
  byIndex('gsi3', transcriptsPartition(granted), 'user');
