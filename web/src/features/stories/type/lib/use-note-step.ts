import { useSearchParams } from 'react-router-dom';

/**
 * The `noteStep` query parameter: the journey step new entries belong to (sent as their `stepId`), and the
 * query string that carries it on to the next typed-story screen.
 */
export const useNoteStep = (): { stepId: string | undefined; search: string } => {
  const [params] = useSearchParams();
  const stepId = params.get('noteStep')?.trim() || undefined;
  return { stepId, search: stepId ? `?${new URLSearchParams({ noteStep: stepId })}` : '' };
};
