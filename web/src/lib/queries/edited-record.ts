import { useQuery } from '@tanstack/react-query';

/**
 * The record an admin editor opens (a path, a journey, a format): read afresh each time the editor opens, and
 * not at all while a new one is being created (no id).
 */
export const useEditedRecord = <T>(
  queryKey: (id: string) => readonly unknown[],
  id: string | undefined,
  read: (id: string) => Promise<T>,
) =>
  useQuery({
    queryKey: queryKey(id ?? ''),
    queryFn: () => read(id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
