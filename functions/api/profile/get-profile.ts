import { getProfile } from '#shared/contract/profile.ts';
import { toProfile } from '../../core/profile/permissions.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getProfile, async ({ caller }) => ({ body: toProfile(caller.user) }));
