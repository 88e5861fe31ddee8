import { beforeAll, describe, expect, it } from 'vitest';
import { putAll } from '#functions/db/batch.ts';
import { ArtefactEntity } from '#functions/db/entities/artefact.ts';
import { ARTEFACTS_PAGE_SIZE, NEXT_CURSOR_HEADER } from '#shared/page.ts';
import type { Artefact, PendingArtefactJob } from '#shared/schemas/artefact.ts';
import { type ApiAnswer, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

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
  useRuntimeDatabase();
  narrator = await signedInClient();
  storyId = (await narrator.client.post<{ id: string }>('/api/stories', { title: 'Many keepsakes' })).body.id;
  const start = Date.now() - COUNT * 1000;
  await putAll(
    ArtefactEntity,
    Array.from({ length: COUNT }, (_, index) => {
      const at = new Date(start + index * 1000).toISOString();
      return {
        artefactId: `${storyId}-a-${index + 1}`,
        userId: narrator.user.id,
        storyId,
        formatId: `format-${index + 1}`,
        name: `Keepsake ${index + 1}`,
        formatName: 'Postcard',
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
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
