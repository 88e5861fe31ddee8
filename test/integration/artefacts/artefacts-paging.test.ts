import { beforeAll, describe, expect, it } from 'vitest';
import { putAll } from '#functions/db/batch.ts';
import { ArtefactEntity } from '#functions/db/entities/artefact.ts';
import { ARTEFACTS_PAGE_SIZE, NEXT_CURSOR_HEADER } from '#shared/page.ts';
import type { Artefact, PendingArtefactJob } from '#shared/schemas/artefact.ts';
import { type ApiAnswer, type Session, signedInClient } from '#test/helpers/api.ts';
import { putSpaced, seededStory } from '#test/helpers/seed-notes.ts';
import { signedInAdmin } from '#test/integration/admin/admin-fixtures.ts';

/*
 * A story's artefacts paged in DynamoDB (issue 24): GET /api/artefacts/story/{id} keeps the spec's
 * `{artefacts, pendingJobs}` and answers one page of artefacts (each with its versions' whole text, so a page
 * is ARTEFACTS_PAGE_SIZE at most), naming the next in `X-Next-Cursor`.
 */

interface StoryArtefacts {
  artefacts: Artefact[];
  pendingJobs: PendingArtefactJob[];
}

const COUNT = 45;
let narrator: Session;
let storyId: string;

beforeAll(async () => {
  ({ narrator, storyId } = await seededStory('Many keepsakes', (session, id) =>
    putSpaced(ArtefactEntity, COUNT, (index, at) => ({
      artefactId: `${id}-a-${index + 1}`,
      userId: session.user.id,
      storyId: id,
      formatId: `format-${index + 1}`,
      name: `Keepsake ${index + 1}`,
      formatName: 'Postcard',
      createdAt: at,
      updatedAt: at,
    })),
  ));
});

describe("a story's artefacts a page at a time", () => {
  it('lists every artefact once, newest first, at most ARTEFACTS_PAGE_SIZE a page, through the cursor', async () => {
    const pages: StoryArtefacts[] = [];
    let cursor: string | null = null;
    do {
      const answer: ApiAnswer<StoryArtefacts> = await narrator.client.get<StoryArtefacts>(
        `/api/artefacts/story/${storyId}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(answer.status).toBe(200);
      pages.push(answer.body);
      cursor = answer.headers.get(NEXT_CURSOR_HEADER);
    } while (cursor && pages.length < 10);

    expect(pages.length).toBe(Math.ceil(COUNT / ARTEFACTS_PAGE_SIZE));
    expect(pages.every((page) => page.artefacts.length <= ARTEFACTS_PAGE_SIZE)).toBe(true);
    expect(pages.flatMap((page) => page.artefacts.map((artefact) => artefact.name))).toEqual(
      Array.from({ length: COUNT }, (_, index) => `Keepsake ${COUNT - index}`),
    );
    expect(pages.every((page) => Array.isArray(page.pendingJobs))).toBe(true);
  });

  it('answers a smaller page when asked, and never one larger than ARTEFACTS_PAGE_SIZE', async () => {
    const small = await narrator.client.get<StoryArtefacts>(`/api/artefacts/story/${storyId}?limit=5`);
    const large = await narrator.client.get<StoryArtefacts>(`/api/artefacts/story/${storyId}?limit=500`);

    expect(small.body.artefacts.map((artefact) => artefact.name)).toEqual(
      [45, 44, 43, 42, 41].map((n) => `Keepsake ${n}`),
    );
    expect(small.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();
    expect(large.body.artefacts).toHaveLength(ARTEFACTS_PAGE_SIZE);
  });

  it("refuses another story's cursor and shows another narrator nothing", async () => {
    const other = await signedInClient();
    const theirStory = (await other.client.post<{ id: string }>('/api/stories', { title: 'Theirs' })).body.id;
    const first = await narrator.client.get<StoryArtefacts>(`/api/artefacts/story/${storyId}?limit=5`);
    const cursor = encodeURIComponent(first.headers.get(NEXT_CURSOR_HEADER) as string);

    const crossed = await other.client.get(`/api/artefacts/story/${theirStory}?cursor=${cursor}`);
    const stranger = await other.client.get(`/api/artefacts/story/${storyId}`);

    expect(crossed.status).toBe(400);
    expect(crossed.body).toEqual({ error: expect.any(String) });
    expect(stranger.status).toBe(404);
  });
});

describe('the admin artefacts list a page at a time', () => {
  interface AdminPage {
    artefacts: { id: string }[];
    total: number;
  }

  it("reads the next page where the previous page's cursor left off, the same artefacts as by number", async () => {
    const admin = await signedInAdmin();
    const get = (query: string) => admin.client.get<AdminPage>(`/api/admin/artefacts?limit=20${query}`);
    const first = await get('&page=1');
    const byNumber = [first.body];
    for (let page = 2; page <= Math.ceil(first.body.total / 20); page += 1)
      byNumber.push((await get(`&page=${page}`)).body);
    const byCursor = [first.body];
    let cursor = first.headers.get(NEXT_CURSOR_HEADER);
    while (cursor && byCursor.length < 50) {
      const answer: ApiAnswer<AdminPage> = await get(
        `&page=${byCursor.length + 1}&cursor=${encodeURIComponent(cursor)}`,
      );
      byCursor.push(answer.body);
      cursor = answer.headers.get(NEXT_CURSOR_HEADER);
    }

    const ids = (pages: AdminPage[]) =>
      pages.flatMap((page) => page.artefacts.map((artefact) => artefact.id));
    expect(first.body.total).toBeGreaterThanOrEqual(COUNT);
    expect(ids(byCursor)).toEqual(ids(byNumber));
    expect(new Set(ids(byCursor)).size).toBe(first.body.total);
    expect(ids(byCursor)).toEqual(expect.arrayContaining([`${storyId}-a-1`, `${storyId}-a-${COUNT}`]));
  });

  it('keeps its place when an artefact is made between two pages', async () => {
    const admin = await signedInAdmin();
    const first = await admin.client.get<AdminPage>('/api/admin/artefacts?page=1&limit=5');
    const cursor = encodeURIComponent(first.headers.get(NEXT_CURSOR_HEADER) as string);
    const at = new Date().toISOString();
    await putAll(ArtefactEntity, [
      {
        artefactId: `${storyId}-newest`,
        userId: narrator.user.id,
        storyId,
        formatId: 'format-new',
        name: 'Newest',
        formatName: 'Postcard',
        createdAt: at,
        updatedAt: at,
      },
    ]);

    const second = await admin.client.get<AdminPage>(`/api/admin/artefacts?page=2&limit=5&cursor=${cursor}`);

    const shown = first.body.artefacts.map((artefact) => artefact.id);
    expect(second.body.artefacts).toHaveLength(5);
    expect(second.body.artefacts.filter((artefact) => shown.includes(artefact.id))).toEqual([]);
    expect(second.body.total).toBe(first.body.total + 1);
  });
});
