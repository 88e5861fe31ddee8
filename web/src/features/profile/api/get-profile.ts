import { queryOptions, useQuery } from '@tanstack/react-query';
import { profile } from '#shared/contract/routes/profile.ts';
import { callEndpoint } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

export const getProfile = () => callEndpoint(profile.getProfile);

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.profile, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
