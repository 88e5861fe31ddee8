import { queryOptions, useQuery } from '@tanstack/react-query';
import { notes } from '#shared/contract/routes/notes.ts';
import type { Note } from '#shared/schemas/note.ts';
import { callEndpoint } from '@/lib/api-client';
import { FRESH, storyKeys } from './stories.ts';

/**
 * The notes resource: Walt's notes and the narrator's own, as the story page lists them. The live call
 * reads and writes its notes through its own port (features/interview/api/http-call-api.ts); a note is
 * deleted with the story's material (useDeleteMaterial in stories.ts).
 */

export type { Note };

export const noteKeys = {
  /** Under the story's keys, so refreshing the story page reads its notes again. */
  ofStory: (storyId: string) => [...storyKeys.all(storyId), 'notes'] as const,
};

export const storyNotesQuery = (storyId: string) =>
  queryOptions({
    queryKey: noteKeys.ofStory(storyId),
    queryFn: (): Promise<Note[]> => callEndpoint(notes.listNotes, { query: { storyId } }),
    ...FRESH,
  });

export const useStoryNotes = (storyId: string) => useQuery(storyNotesQuery(storyId));
