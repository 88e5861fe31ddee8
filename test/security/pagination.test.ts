import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, NEXT_CURSOR_HEADER } from '#shared/page.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { type ApiAnswer, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/**
 * Bounds (issues 14 and 24): the lists that can grow are read a DynamoDB page at a time. `?limit=` (at most
 * MAX_PAGE_SIZE) asks for a page and the `X-Next-Cursor` header names the next one, built from DynamoDB's
 * LastEvaluatedKey; the body stays the array the web reads.
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
    type Item = { content?: string; title?: string; id: string };
    const answer: ApiAnswer<Item[]> = await narrator.client.get<Item[]>(
      `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(answer.status).toBe(200);
    pages.push(answer.body.map((item) => item.content ?? item.title ?? item.id));
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

  it('refuses a cursor of another narrator’s list, rather than reading it', async () => {
    // Arrange
    const first = await narrator.client.get(`/api/notes?storyId=${storyId}&limit=1`);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const other = await signedInClient();

    // Act
    const ownList = await other.client.get(`/api/notes?limit=1&cursor=${cursor}`);
    const stories = await other.client.get(`/api/stories?cursor=${cursor}`);

    // Assess
    expect(ownList).toMatchObject({ status: 400, body: { error: GENERIC_ERRORS.invalidCursor } });
    expect(stories).toMatchObject({ status: 400, body: { error: GENERIC_ERRORS.invalidCursor } });
  });

  it('pages the stories and the conversations the same way', async () => {
    // Arrange
    await narrator.client.post('/api/stories', { title: 'The mill' });
    for (const sessionType of ['gettingToKnowYou', 'discoveringShape'])
      await narrator.client.post('/api/conversations/start', { sessionType });

    // Act
    const stories = await allPages('/api/stories', 1);
    const conversations = await allPages('/api/conversations', 1);

    // Assess
    // DynamoDB cannot know a full page was the last one: a list ending on a page boundary ends on an empty page.
    for (const pages of [stories, conversations]) {
      expect(pages.slice(0, 2).map((items) => items.length)).toEqual([1, 1]);
      expect(pages.slice(2).flat()).toEqual([]);
    }
    expect(new Set(stories.flat()).size).toBe(2);
  });
});
