import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/user.ts';
import { apiRequest } from '@/lib/api-client';

export const getProfile = () => apiRequest<Profile>('/api/profile');

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
