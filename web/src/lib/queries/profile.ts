import { queryOptions } from '@tanstack/react-query';
import { profile } from '#shared/contract/routes/profile.ts';
import { callEndpoint } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

/**
 * The profile resource: the signed-in narrator's name, email and granted permissions. /profile shows and
 * changes them (features/profile); the call screen reads whether the narrator keeps recordings of their voice.
 */

export const getProfile = () => callEndpoint(profile.getProfile);

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.profile, queryFn: getProfile });
