import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionsMap } from '#shared/schemas/permissions.ts';
import type { Profile } from '#shared/schemas/user.ts';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

export const updatePermissions = (permissions: PermissionsMap, fallbackError?: string) =>
  apiRequest<Profile>('/api/profile/permissions', { method: 'PUT', body: { permissions }, fallbackError });

/** Saves the permission map; the answer (the updated profile) replaces the cached profile. */
export const useUpdatePermissions = ({ fallbackError }: { fallbackError?: string } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissions: PermissionsMap) => updatePermissions(permissions, fallbackError),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
};
