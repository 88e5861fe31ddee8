import * as z from 'zod/mini';
import { PERMISSION_KEYS } from '../constants.ts';

export const permissionKey = z.enum(PERMISSION_KEYS);
/** A map of permission key to boolean; a missing key means not granted. */
export const permissionsMap = z.partialRecord(permissionKey, z.boolean());
export type PermissionsMap = z.infer<typeof permissionsMap>;
