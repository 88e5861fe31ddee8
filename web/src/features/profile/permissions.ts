import { DEFAULT_PERMISSIONS, PERMISSION_KEYS, type PermissionKey } from '#shared/constants.ts';
import type { PermissionsMap } from '#shared/schemas/permissions.ts';

export type Permissions = Record<PermissionKey, boolean>;

/** The settings screens show the product defaults for any permission the user has not chosen yet. */
export const withDefaults = (granted: PermissionsMap | undefined): Permissions => ({
  ...DEFAULT_PERMISSIONS,
  ...granted,
});

export const samePermissions = (a: Permissions, b: Permissions): boolean =>
  PERMISSION_KEYS.every((key) => a[key] === b[key]);
