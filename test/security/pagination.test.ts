import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, NEXT_CURSOR_HEADER } from '#functions/edge/http.ts';
import { routes } from '#infra/routes.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { type ApiAnswer, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/**
 * Bounds (issue 14): every list answer is paged. `?limit=` (at most MAX_PAGE_SIZE) asks for a page and the
 * `X-Next-Cursor` header names the next one; the body stays the array the web reads.
 */

let narrator: Session;
let storyId: string;

beforeAll(async () => {
  useRuntimeDatabase();
  narrator = await signedInClient();
  const story = await narrator.client.post<{ id: string }>('/api/stories', { title: 'The farm' });
  storyId = story.body.id;
  for (const content of ['one', 'two', 'three', 'four', 'five'])
    expect((await narrator.client.post('/api/notes', { storyId, content })).status).toBe(201);
});

/** Every item of a list, page by page. */
const allPages = async (path: string, limit: number) => {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const answer: ApiAnswer<{ content: string }[]> = await narrator.client.get<{ content: string }[]>(
      `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(answer.status).toBe(200);
    pages.push(answer.body.map((note) => note.content));
    cursor = answer.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor && pages.length < 10);
  return pages;
};

describe('list pagination', () => {
  it('answers a page of at most `limit` items and a cursor to the next, until the list is read', async () => {
    // Act
    const pages = await allPages(`/api/notes?storyId=${storyId}`, 2);
    const whole = await narrator.client.get<{ content: string }[]>(`/api/notes?storyId=${storyId}`);

    // Assess: three pages of 2, 2 and 1, together the whole list in its order, the last without a cursor
    expect(pages.map((items) => items.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(whole.body.map((note) => note.content));
    expect(whole.body).toHaveLength(5);
    expect(whole.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('refuses a page larger than the maximum, or a cursor it never gave, with 400', async () => {
    // Act
    const tooBig = await narrator.client.get(`/api/stories?limit=${MAX_PAGE_SIZE + 1}`);
    const zero = await narrator.client.get('/api/stories?limit=0');
    const forged = await narrator.client.get('/api/stories?cursor=not-a-cursor');

    // Assess
    expect(tooBig).toMatchObject({
      status: 400,
      body: { error: GENERIC_ERRORS.invalidLimit(MAX_PAGE_SIZE) },
    });
    expect(zero.status).toBe(400);
    expect(forged).toMatchObject({ status: 400, body: { error: GENERIC_ERRORS.invalidCursor } });
  });

  it('pages every list route of the route table (a GET answering an array)', () => {
    // Assess: the wrapper pages any GET whose answer is an array; name the list routes so a new one is seen
    const lists = routes
      .filter((route) => route.endpoint.method === 'GET')
      .filter(
        (route) => (route.endpoint.response as { _zod: { def: { type: string } } })._zod.def.type === 'array',
      )
      .map((route) => route.endpoint.name);
    expect(lists).toEqual(
      expect.arrayContaining(['notes.listNotes', 'stories.listStories', 'paths.listPaths']),
    );
  });
});
