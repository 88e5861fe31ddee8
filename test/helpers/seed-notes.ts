import { randomUUID } from 'node:crypto';
import { putAll } from '#functions/db/batch.ts';
import { NoteEntity } from '#functions/db/entities/note.ts';

/**
 * A story with very many notes, written as the note endpoint writes them (the same entity, batch by batch):
 * `Note 1` … `Note {count}`, a second apart and in order, by Walt. Creating them through the API one by one
 * takes minutes (each note marks the memory changed); the endpoint itself is tested elsewhere.
 */
export const seedNotes = async (userId: string, storyId: string, count: number): Promise<void> => {
  const start = Date.now() - count * 1000;
  await putAll(
    NoteEntity,
    Array.from({ length: count }, (_, index) => {
      const at = new Date(start + index * 1000).toISOString();
      return {
        noteId: randomUUID(),
        userId,
        storyId,
        content: `Note ${index + 1}`,
        createdBy: 'walt' as const,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
};
