import { randomUUID } from 'node:crypto';
import type { Entity } from 'dynamodb-toolbox/entity';
import type { PutItemInput } from 'dynamodb-toolbox/entity/actions/put';
import { putAll } from '#functions/db/batch.ts';
import { NoteEntity } from '#functions/db/entities/note.ts';
import { type Session, signedInClient } from './api.ts';
import { useRuntimeDatabase } from './env.ts';

/**
 * `count` items written batch by batch as the entity writes them, a second apart and in order (the first is
 * the oldest): each made from its index and its time (`createdAt`, ISO).
 */
export const putSpaced = async <E extends Entity>(
  entity: E,
  count: number,
  item: (index: number, at: string) => PutItemInput<E>,
): Promise<void> => {
  const start = Date.now() - count * 1000;
  await putAll(
    entity,
    Array.from({ length: count }, (_, index) => item(index, new Date(start + index * 1000).toISOString())),
  );
};

/**
 * A story with very many notes, written as the note endpoint writes them (the same entity, batch by batch):
 * `Note 1` … `Note {count}`, a second apart and in order, by Walt. Creating them through the API one by one
 * takes minutes (each note marks the memory changed); the endpoint itself is tested elsewhere.
 */
export const seedNotes = (userId: string, storyId: string, count: number): Promise<void> =>
  putSpaced(NoteEntity, count, (index, at) => ({
    noteId: randomUUID(),
    userId,
    storyId,
    content: `Note ${index + 1}`,
    createdBy: 'walt' as const,
    createdAt: at,
    updatedAt: at,
  }));

/**
 * A new narrator (on the runtime's database) with one story of this title, its material written by `seed`.
 */
export const seededStory = async (
  title: string,
  seed: (narrator: Session, storyId: string) => Promise<void>,
): Promise<{ narrator: Session; storyId: string }> => {
  useRuntimeDatabase();
  const narrator = await signedInClient();
  const storyId = (await narrator.client.post<{ id: string }>('/api/stories', { title })).body.id;
  await seed(narrator, storyId);
  return { narrator, storyId };
};
