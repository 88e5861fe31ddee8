import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, PAGE_SIZE } from '#shared/page.ts';
import type { Note } from '#shared/schemas/note.ts';
import type { ApiAnswer, Session } from '#test/helpers/api.ts';
import { seededStory, seedNotes } from '#test/helpers/seed-notes.ts';

/*
 * Lists paged in DynamoDB (issue 24): a narrator with 1,200 notes reads them all through the cursor, each once,
 * a page of at most PAGE_SIZE at a time, where the wrapper used to cut the list silently at 1,000. The notes
 * are written as the note endpoint writes them (test/helpers/seed-notes.ts), a batch at a time.
 */

const NOTES = 1_200;
let narrator: Session;
let storyId: string;

beforeAll(async () => {
  ({ narrator, storyId } = await seededStory('A long life', (session, id) =>
    seedNotes(session.user.id, id, NOTES),
  ));
});

/** Every page of a list, following the cursor header. */
const readAll = async (path: string) => {
  const pages: Note[][] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const answer: ApiAnswer<Note[]> = await narrator.client.get<Note[]>(
      `${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    cursor = answer.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor && pages.length < 20);
  return pages;
};

describe('1,200 notes through the cursor', () => {
  it('lists every note of the story exactly once, a page of at most PAGE_SIZE at a time, oldest first', async () => {
    // Act
    const pages = await readAll(`/api/notes?storyId=${storyId}`);

    // Assess
    const notes = pages.flat();
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(NOTES / PAGE_SIZE));
    expect(pages.every((page) => page.length <= PAGE_SIZE)).toBe(true);
    expect(notes).toHaveLength(NOTES);
    expect(new Set(notes.map((note) => note.id)).size).toBe(NOTES);
    expect(new Set(notes.map((note) => note.content))).toEqual(
      new Set(Array.from({ length: NOTES }, (_, index) => `Note ${index + 1}`)),
    );
    const times = notes.map((note) => Date.parse(note.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('reads all of the narrator’s notes the same way, without a story', async () => {
    const notes = (await readAll('/api/notes')).flat();
    expect(new Set(notes.map((note) => note.id)).size).toBe(NOTES);
    expect(notes).toHaveLength(NOTES);
  });
});
