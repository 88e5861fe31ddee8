import { beforeAll, describe, expect, it } from 'vitest';
import { putAll } from '#functions/db/batch.ts';
import { ConversationEntity } from '#functions/db/entities/conversation.ts';
import { NEXT_CURSOR_HEADER, TRANSCRIPT_ENTRIES_PAGE_SIZE } from '#shared/page.ts';
import type { Story } from '#shared/schemas/story.ts';
import { type ApiAnswer, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/*
 * A story's transcript entries paged in DynamoDB (issue 24): GET /api/stories/{id} carries the first page of
 * TRANSCRIPT_ENTRIES_PAGE_SIZE (oldest first) and names the next in `X-Next-Cursor`;
 * GET /api/stories/{id}/transcript-entries?cursor= answers the following pages as arrays, the cursor again in
 * the header, until the last.
 */

type TranscriptEntry = Story['transcriptEntries'][number];

const COUNT = 45;
let narrator: Session;
let storyId: string;

const titles = Array.from({ length: COUNT }, (_, index) => `Interview ${index + 1}`);

beforeAll(async () => {
  useRuntimeDatabase();
  narrator = await signedInClient();
  storyId = (await narrator.client.post<{ id: string }>('/api/stories', { title: 'Many interviews' })).body
    .id;
  const start = Date.now() - COUNT * 1000;
  await putAll(
    ConversationEntity,
    titles.map((title, index) => {
      const at = new Date(start + index * 1000).toISOString();
      return {
        conversationId: `${storyId}-c-${String(index + 1).padStart(2, '0')}`,
        userId: narrator.user.id,
        storyId,
        title,
        status: 'completed' as const,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
});

const nextPage = (cursor: string, query = '') =>
  narrator.client.get<TranscriptEntry[]>(
    `/api/stories/${storyId}/transcript-entries?cursor=${encodeURIComponent(cursor)}${query}`,
  );

describe("a story's transcript entries a page at a time", () => {
  it('carries the first page in the story read and the rest through the cursor, each entry once, oldest first', async () => {
    const story = await narrator.client.get<Story>(`/api/stories/${storyId}`);
    expect(story.status).toBe(200);
    expect(story.body.transcriptEntries).toHaveLength(TRANSCRIPT_ENTRIES_PAGE_SIZE);
    const pages: TranscriptEntry[][] = [story.body.transcriptEntries];
    let cursor = story.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    while (cursor && pages.length < 10) {
      const answer: ApiAnswer<TranscriptEntry[]> = await nextPage(cursor);
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeLessThanOrEqual(TRANSCRIPT_ENTRIES_PAGE_SIZE);
      pages.push(answer.body);
      cursor = answer.headers.get(NEXT_CURSOR_HEADER);
    }

    expect(pages).toHaveLength(Math.ceil(COUNT / TRANSCRIPT_ENTRIES_PAGE_SIZE));
    expect(pages.flat().map((entry) => entry.path?.name)).toEqual(titles);
  });

  it('answers no cursor when the story holds one page or less', async () => {
    const small = (await narrator.client.post<{ id: string }>('/api/stories', { title: 'One interview' }))
      .body.id;
    const story = await narrator.client.get<Story>(`/api/stories/${small}`);
    const list = await narrator.client.get<TranscriptEntry[]>(`/api/stories/${small}/transcript-entries`);

    expect(story.body.transcriptEntries).toEqual([]);
    expect(story.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    expect(list.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('answers a smaller page when asked, and never one larger than TRANSCRIPT_ENTRIES_PAGE_SIZE', async () => {
    const small = await narrator.client.get<TranscriptEntry[]>(
      `/api/stories/${storyId}/transcript-entries?limit=3`,
    );
    const large = await narrator.client.get<TranscriptEntry[]>(
      `/api/stories/${storyId}/transcript-entries?limit=500`,
    );

    expect(small.body.map((entry) => entry.path?.name)).toEqual(titles.slice(0, 3));
    expect(small.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();
    expect(large.body).toHaveLength(TRANSCRIPT_ENTRIES_PAGE_SIZE);
  });

  it('shows another narrator nothing and refuses a cursor from another story', async () => {
    const other = await signedInClient();
    const theirStory = (await other.client.post<{ id: string }>('/api/stories', { title: 'Theirs' })).body.id;
    const cursor = (await narrator.client.get<Story>(`/api/stories/${storyId}`)).headers.get(
      NEXT_CURSOR_HEADER,
    );

    const stranger = await other.client.get(`/api/stories/${storyId}/transcript-entries`);
    const crossed = await other.client.get(
      `/api/stories/${theirStory}/transcript-entries?cursor=${encodeURIComponent(cursor as string)}`,
    );
    const forged = await narrator.client.get(
      `/api/stories/${storyId}/transcript-entries?cursor=not-a-cursor`,
    );

    expect(stranger.status).toBe(404);
    expect(crossed.status).toBe(400);
    expect(crossed.body).toEqual({ error: expect.any(String) });
    expect(forged.status).toBe(400);
  });
});
