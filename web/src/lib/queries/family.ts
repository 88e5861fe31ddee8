import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import type {
  createContribution,
  createInvitation,
  getSharedStory,
  listInvitations,
  listMembers,
  listShared,
} from '#shared/contract/family.ts';
import { family } from '#shared/contract/routes/family.ts';
import type { Contribution, FamilyRole } from '#shared/schemas/family.ts';
import { callEndpoint } from '@/lib/api-client';
import { refreshStory, type StoryDetail, storyKeys } from './stories';

/**
 * The family circle (issue 25): the narrator's members, invitations and the memories relatives added, and a
 * relative's view of the circles they belong to. Kept here (not in a feature) because the story page answers
 * contributions and shares the story too.
 */

export type Invitation = ResponseOf<typeof listInvitations>['invitations'][number];
export type NewInvitation = BodyOf<typeof createInvitation>;
export type Member = ResponseOf<typeof listMembers>['members'][number];
export type SharedCircle = ResponseOf<typeof listShared>['circles'][number];
export type SharedStory = ResponseOf<typeof getSharedStory>;
export type SharedEntry = SharedStory['entries'][number];
export type SharedKeepsake = SharedStory['keepsakes'][number];
export type NewContribution = BodyOf<typeof createContribution>;
export type { Contribution, FamilyRole };

export const familyKeys = {
  /** Everything of the circle: a prefix of the keys below. */
  all: ['family'] as const,
  members: ['family', 'members'] as const,
  invitations: ['family', 'invitations'] as const,
  /** The narrator's contributions waiting, across every story. */
  pending: ['family', 'contributions'] as const,
  shared: ['family', 'shared'] as const,
  sharedStory: (id: string) => ['family', 'story', id] as const,
  /** Under the story's own prefix, so a refresh of the story page reads them again. */
  storyContributions: (id: string) => [...storyKeys.all(id), 'contributions'] as const,
};

const FRESH = { staleTime: 0 } as const;

/** A list of the circle read again whenever shown. */
const useFreshList = <T>(queryKey: readonly unknown[], read: () => Promise<T>) =>
  useQuery({ queryKey, queryFn: read, ...FRESH });

export const useMembers = () =>
  useFreshList(familyKeys.members, async () => (await callEndpoint(family.listMembers)).members);
export const useInvitations = () =>
  useFreshList(familyKeys.invitations, async () => (await callEndpoint(family.listInvitations)).invitations);
export const usePendingContributions = () =>
  useFreshList(
    familyKeys.pending,
    async () => (await callEndpoint(family.listPendingContributions)).contributions,
  );

export const sharedQuery = () =>
  queryOptions({
    queryKey: familyKeys.shared,
    queryFn: async () => (await callEndpoint(family.listShared)).circles,
    ...FRESH,
  });

export const useShared = () => useQuery(sharedQuery());

export const useSharedStory = (id: string) =>
  useQuery({
    queryKey: familyKeys.sharedStory(id),
    queryFn: () => callEndpoint(family.getSharedStory, { params: { id } }),
    ...FRESH,
  });

/** A story's contributions (pending, accepted and declined), for its narrator's story page. */
export const useStoryContributions = (storyId: string) =>
  useQuery({
    queryKey: familyKeys.storyContributions(storyId),
    queryFn: async () =>
      (await callEndpoint(family.listStoryContributions, { params: { id: storyId } })).contributions,
    ...FRESH,
  });

const refreshFamily = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: familyKeys.all });

/** A write to the narrator's circle, after which the circle is read again. */
const useCircleWrite = <Input, Output>(write: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => refreshFamily(queryClient) });
};

export const useInvite = () =>
  useCircleWrite((invitation: NewInvitation) => callEndpoint(family.createInvitation, { body: invitation }));

export const useCancelInvitation = () =>
  useCircleWrite((id: string) => callEndpoint(family.cancelInvitation, { params: { id } }));

export const useChangeRole = () =>
  useCircleWrite(({ id, role }: { id: string; role: FamilyRole }) =>
    callEndpoint(family.updateMember, { params: { id }, body: { role } }),
  );

export const useRemoveMember = () =>
  useCircleWrite((id: string) => callEndpoint(family.removeMember, { params: { id } }));

/** A relative leaves a narrator's circle. */
export const useLeaveCircle = () =>
  useCircleWrite((narratorId: string) => callEndpoint(family.leaveCircle, { body: { narratorId } }));

/** "Share with my family circle": the story page shows the new state at once. */
export const useStorySharing = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) =>
      callEndpoint(family.updateStorySharing, { params: { id: storyId }, body: { shared } }),
    onSuccess: ({ shared }) => {
      queryClient.setQueryData<StoryDetail>(storyKeys.detail(storyId), (story) =>
        story ? { ...story, shared } : story,
      );
      return refreshStory(queryClient, storyId);
    },
  });
};

/**
 * "Add to my story" or "Not now": the contribution is answered; an accepted one becomes an entry, so the
 * story and every list of waiting memories are read again.
 */
export const useAnswerContribution = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, id, accept }: { storyId: string; id: string; accept: boolean }) => {
      const params = { id: storyId, contributionId: id };
      return accept
        ? callEndpoint(family.acceptContribution, { params })
        : callEndpoint(family.declineContribution, { params });
    },
    onSuccess: (_answer, { storyId }) =>
      Promise.all([refreshFamily(queryClient), refreshStory(queryClient, storyId)]),
  });
};

/** A contributor's memory, typed or spoken, for a shared story. */
export const useAddContribution = (storyId: string) =>
  useMutation({
    mutationFn: (memory: NewContribution) =>
      callEndpoint(family.createContribution, { params: { id: storyId }, body: memory }),
  });

/** The join page is public (no query cache there): whose invitation a link is. */
export const previewInvitation = (token: string) =>
  callEndpoint(family.previewInvitation, { query: { token }, expireSessionOn401: false });

export const acceptInvitation = (token: string) => callEndpoint(family.acceptInvitation, { body: { token } });
