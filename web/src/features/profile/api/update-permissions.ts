import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profile } from '#shared/contract/routes/profile.ts';
import type { PermissionsMap } from '#shared/schemas/permissions.ts';
import { callEndpoint } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile.ts';

export const updatePermissions = (permissions: PermissionsMap, fallbackError?: string) =>
  callEndpoint(profile.updatePermissions, { body: { permissions }, fallbackError });

/** Saves the permission map; the answer (the updated profile) replaces the cached profile. */
export const useUpdatePermissions = ({ fallbackError }: { fallbackError?: string } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissions: PermissionsMap) => updatePermissions(permissions, fallbackError),
    onSuccess: (answer) => queryClient.setQueryData(profileQueryOptions().queryKey, answer),
  });
};
