import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRoleFilter, UserTranscriptFilter } from '#shared/constants.ts';
import type {
  getUserProgress,
  listUserConversations,
  listUserStories,
  listUsers,
} from '#shared/contract/admin.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { admin } from '#shared/contract/routes/admin.ts';
import { callEndpoint } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export type UserPage = ResponseOf<typeof listUsers>;
export type AdminUserRow = UserPage['users'][number];
export type UserProgress = ResponseOf<typeof getUserProgress>;
export type UserConversation = ResponseOf<typeof listUserConversations>[number];
export type UserStory = ResponseOf<typeof listUserStories>[number];

export interface UserListQuery {
  page: number;
  limit: number;
  role: UserRoleFilter;
  transcripts: UserTranscriptFilter;
}

/** One page of users, filtered on the server. */
export const userListQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: () => callEndpoint(admin.listUsers, { query }),
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: () => callEndpoint(admin.getUser, { params: { id } }),
    retry: false,
  });

export const progressQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.progress(id),
    queryFn: () => callEndpoint(admin.getUserProgress, { params: { id } }),
    retry: false,
  });

export const conversationsQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.conversations(id),
    queryFn: () => callEndpoint(admin.listUserConversations, { params: { id } }),
    retry: false,
  });

export const storiesQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.stories(id),
    queryFn: () => callEndpoint(admin.listUserStories, { params: { id } }),
    retry: false,
  });

export const storyQuery = (id: string, storyId: string) =>
  queryOptions({
    queryKey: adminKeys.story(id, storyId),
    queryFn: () => callEndpoint(admin.getUserStory, { params: { id, storyId } }),
    retry: false,
  });

/** Make Admin / Revoke Admin Rights; lists and counts are read again afterwards. */
export const useSetAdmin = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAdmin: boolean) => callEndpoint(admin.setUserAdmin, { params: { id }, body: { isAdmin } }),
    onSuccess: (user) => {
      queryClient.setQueryData(adminKeys.user(id), user);
      return queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
};

export const useDeleteUser = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(admin.deleteUser, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.user(id) });
      return queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
};

/** Ends every session of the user (issue 23, M6); answers what was done. */
export const useEndUserSessions = (id: string) =>
  useMutation({ mutationFn: () => callEndpoint(admin.endUserSessions, { params: { id } }) });

/** Turns the user's two-factor sign-in off (issue 23); the user is told by email. */
export const useResetUserTwoFactor = (id: string) =>
  useMutation({ mutationFn: () => callEndpoint(admin.resetUserTwoFactor, { params: { id } }) });
