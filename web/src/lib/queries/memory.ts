import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import type { getMemory, resolveConflict, updateFact } from '#shared/contract/memory.ts';
import { memory } from '#shared/contract/routes/memory.ts';
import type { Conflict, Fact, FactDate, MemorySourceRef, OpenThread } from '#shared/schemas/memory.ts';
import { callEndpoint } from '@/lib/api-client';

/**
 * The memory resource (issue 21): what Walt has learned of the narrator's life, and the narrator's
 * corrections to it. Every write reads the memory again, since one change can settle a conflict, close a
 * thread or move a fact on the timeline.
 */

export type Memory = ResponseOf<typeof getMemory>;
export type FactChange = BodyOf<typeof updateFact>;
export type Resolution = BodyOf<typeof resolveConflict>;
export type { Conflict, Fact, FactDate, MemorySourceRef, OpenThread };

export const memoryKeys = {
  memory: ['memory'] as const,
};

/** The memory is read again whenever its screen is shown: calls and stories change it behind the page. */
export const memoryQuery = () =>
  queryOptions({
    queryKey: memoryKeys.memory,
    queryFn: (): Promise<Memory> => callEndpoint(memory.getMemory),
    staleTime: 0,
  });

/** How often a memory with nothing in it yet is read again: the story just written is digested on a queue. */
const EMPTY_POLL_MS = 4_000;

/** Nothing learned yet (no name, no fact, nothing to ask): perhaps the queue has not digested the material. */
export const isEmptyMemory = (memory: Memory | undefined) =>
  memory !== undefined &&
  !memory.preferredName &&
  memory.facts.length === 0 &&
  memory.openThreads.length === 0;

/** `pollWhileEmpty`: read again every few seconds until something has been learned ("Your life so far"). */
export const useMemory = ({ pollWhileEmpty = false } = {}) =>
  useQuery({
    ...memoryQuery(),
    refetchInterval: (query) => (pollWhileEmpty && isEmptyMemory(query.state.data) ? EMPTY_POLL_MS : false),
  });

/** Marks the memory stale, so every screen showing it reads it again. */
export const refreshMemory = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: memoryKeys.memory });

/** A write to the memory, after which the memory is read again before the write counts as done. */
const useMemoryWrite = <Input, Output>(write: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => refreshMemory(queryClient) });
};

/** The narrator corrects a fact's value or date, or confirms it (`{ status: 'confirmed' }`). */
export const useUpdateFact = () =>
  useMemoryWrite(({ id, change }: { id: string; change: FactChange }) =>
    callEndpoint(memory.updateFact, { params: { id }, body: change }),
  );

/** Forgets a fact: Walt does not use it again. */
export const useForgetFact = () =>
  useMemoryWrite((id: string) => callEndpoint(memory.forgetFact, { params: { id } }));

/** Settles a conflict: the fact that is right (`{ factId }`), or the right value typed (`{ value }`). */
export const useResolveConflict = () =>
  useMemoryWrite(({ id, resolution }: { id: string; resolution: Resolution }) =>
    callEndpoint(memory.resolveConflict, { params: { id }, body: resolution }),
  );

/** "What Walt calls you": the name Walt greets the narrator by (empty: back to what they said). */
export const useUpdatePreferredName = () =>
  useMemoryWrite((value: string) => callEndpoint(memory.updatePreferredName, { body: { value } }));
