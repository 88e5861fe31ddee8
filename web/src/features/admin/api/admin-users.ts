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
import { callEndpoint, callEndpointWithCursor } from '@/lib/api-client';
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

/**
 * Where each page of a filtered list starts: the `X-Next-Cursor` of the page before it, kept as pages are read,
 * so Next reads its page as one Query where the last one left off (issue 24). A cursor is a position in the index,
 * still right after users change; a page reached otherwise (after a reload) is asked for by number alone.
 */
const pageStarts = new Map<string, string>();
const startKey = ({ page, ...filters }: UserListQuery) => JSON.stringify({ ...filters, page });

/** One page of users, filtered on the server. */
export const userListQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: async () => {
      const cursor = pageStarts.get(startKey(query));
      const { body, nextCursor } = await callEndpointWithCursor(admin.listUsers, {
        query: cursor ? { ...query, cursor } : query,
      });
      if (nextCursor) pageStarts.set(startKey({ ...query, page: query.page + 1 }), nextCursor);
      return body;
    },
  });

/** A read of one user's account or material for the admin screens: not retried (a 403 without consent answers). */
const ofUser = <T>(queryKey: readonly unknown[], read: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn: read, retry: false });

export const userQuery = (id: string) =>
  ofUser(adminKeys.user(id), () => callEndpoint(admin.getUser, { params: { id } }));
export const progressQuery = (id: string) =>
  ofUser(adminKeys.progress(id), () => callEndpoint(admin.getUserProgress, { params: { id } }));
export const conversationsQuery = (id: string) =>
  ofUser(adminKeys.conversations(id), () => callEndpoint(admin.listUserConversations, { params: { id } }));
export const storiesQuery = (id: string) =>
  ofUser(adminKeys.stories(id), () => callEndpoint(admin.listUserStories, { params: { id } }));

export const storyQuery = (id: string, storyId: string) =>
  ofUser(adminKeys.story(id, storyId), () => callEndpoint(admin.getUserStory, { params: { id, storyId } }));

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
