import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_PAGE_SIZE } from '#functions/core/gmail/constants.ts';
import { storeInsight } from '#functions/core/gmail/insights.ts';
import { putAll } from '#functions/db/batch.ts';
import { EmailInsightEntity } from '#functions/db/entities/email-insight.ts';
import { UserEntity } from '#functions/db/entities/user.ts';
import { getItem } from '#functions/db/read.ts';
import { NEXT_CURSOR_HEADER } from '#shared/page.ts';
import { type ApiAnswer, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/*
 * Gmail insights paged in DynamoDB (issue 24) in the spec's shape (part B §7: `offset` is the count already
 * loaded; the answer is `{insights, total, hasMore}`). The total is the account's kept count, not a read of every
 * insight; the page after one shown is read from the `X-Next-Cursor` that page carried, sent back with the
 * offset it ends at. A client sending the offset alone still gets the right page.
 */

interface InsightsAnswer {
  insights: { id: string; subject: string }[];
  total: number;
  hasMore: boolean;
}

const COUNT = 130;
let narrator: Session;

/** `count` insights of one narrator, a day apart: `Email 1` is the oldest. */
const insightItems = (userId: string, count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index + 1;
    return {
      insightId: `${userId}-i-${n}`,
      userId,
      subject: `Email ${n}`,
      date: new Date(Date.UTC(2001, 0, 1) + n * 86_400_000).toISOString(),
      sender: 'ruth@example.com',
      summary: `What email ${n} said.`,
      categories: ['family'],
      biographicalInfo: { user: [], correspondent: [] },
      source: 'gmail',
    };
  });

/** Insight `n` of a narrator. */
const insightItem = (userId: string, n: number) =>
  insightItems(userId, 1, n - 1)[0] as ReturnType<typeof insightItems>[0];

const get = (path: string): Promise<ApiAnswer<InsightsAnswer>> => narrator.client.get<InsightsAnswer>(path);

/** Every page as the web reads it: the count already loaded as offset, the last page's cursor beside it. */
const readAllPages = async () => {
  const pages: InsightsAnswer[] = [];
  let cursor: string | null = null;
  let offset = 0;
  do {
    const query = [offset ? `offset=${offset}` : '', cursor ? `cursor=${encodeURIComponent(cursor)}` : '']
      .filter(Boolean)
      .join('&');
    const answer = await get(`/api/gmail/insights${query ? `?${query}` : ''}`);
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    offset += answer.body.insights.length;
    cursor = answer.body.hasMore ? answer.headers.get(NEXT_CURSOR_HEADER) : null;
    if (answer.body.hasMore) expect(cursor).toBeTruthy();
  } while (cursor && pages.length < 20);
  return pages;
};

beforeAll(async () => {
  useRuntimeDatabase();
  narrator = await signedInClient();
  // Written as stored insights, before the account keeps any count: the first list counts them once.
  await putAll(EmailInsightEntity, insightItems(narrator.user.id, COUNT));
});

describe('email insights a page at a time', () => {
  it('lists every insight once, newest first, a page of INSIGHTS_PAGE_SIZE, with the total and hasMore', async () => {
    const pages = await readAllPages();

    expect(pages).toHaveLength(Math.ceil(COUNT / INSIGHTS_PAGE_SIZE));
    expect(pages.every((page) => page.total === COUNT)).toBe(true);
    expect(
      pages.slice(0, -1).every((page) => page.hasMore && page.insights.length === INSIGHTS_PAGE_SIZE),
    ).toBe(true);
    expect(pages.at(-1)?.hasMore).toBe(false);
    const subjects = pages.flatMap((page) => page.insights.map((insight) => insight.subject));
    expect(subjects).toEqual(Array.from({ length: COUNT }, (_, index) => `Email ${COUNT - index}`));
    // The count is kept on the account once counted.
    expect((await getItem(UserEntity, { userId: narrator.user.id }))?.insightCount).toBe(COUNT);
  });

  it('answers the page at an offset without a cursor, and with a cursor of another position', async () => {
    const first = await get('/api/gmail/insights');
    const staleCursor = first.headers.get(NEXT_CURSOR_HEADER) as string;

    const byOffset = await get('/api/gmail/insights?offset=40');
    const mismatched = await get(`/api/gmail/insights?offset=60&cursor=${encodeURIComponent(staleCursor)}`);

    expect(byOffset.body.insights.map((insight) => insight.subject)).toEqual(
      Array.from({ length: INSIGHTS_PAGE_SIZE }, (_, index) => `Email ${COUNT - 40 - index}`),
    );
    expect(mismatched.body.insights[0]?.subject).toBe(`Email ${COUNT - 60}`);
    expect(byOffset.body).toMatchObject({ total: COUNT, hasMore: true });
  });

  it('repeats the page after the first when Load More sends the loaded count again, as the spec writes it', async () => {
    const first = await get('/api/gmail/insights');
    const cursor = encodeURIComponent(first.headers.get(NEXT_CURSOR_HEADER) as string);

    const second = await get(`/api/gmail/insights?offset=${INSIGHTS_PAGE_SIZE}&cursor=${cursor}`);
    const again = await get(`/api/gmail/insights?offset=${INSIGHTS_PAGE_SIZE}&cursor=${cursor}`);

    expect(again.body).toEqual(second.body);
    expect(second.body.insights[0]?.subject).toBe(`Email ${COUNT - INSIGHTS_PAGE_SIZE}`);
  });

  it('counts a new email once, the same email again not at all, and starts over after deleting them all', async () => {
    const fresh = insightItem(narrator.user.id, COUNT + 1);
    await storeInsight(fresh);
    await storeInsight(fresh);
    expect((await get('/api/gmail/insights')).body.total).toBe(COUNT + 1);

    expect(
      (await narrator.client.delete<{ deleted: number }>('/api/gmail/email-insights')).body.deleted,
    ).toBe(COUNT + 1);
    expect((await get('/api/gmail/insights')).body).toEqual({ insights: [], total: 0, hasMore: false });
    await storeInsight(insightItem(narrator.user.id, 500));
    expect((await get('/api/gmail/insights')).body).toMatchObject({ total: 1, hasMore: false });
  });

  it('refuses a cursor that is not one it gave, or one of another narrator', async () => {
    const other = await signedInClient();
    await EmailInsightEntity.build(PutItemCommand).item(insightItem(other.user.id, 900)).send();
    await putAll(EmailInsightEntity, insightItems(other.user.id, 30, 1000));
    const theirs = await other.client.get<InsightsAnswer>('/api/gmail/insights');
    const theirCursor = encodeURIComponent(theirs.headers.get(NEXT_CURSOR_HEADER) as string);

    const forged = await get(`/api/gmail/insights?offset=${INSIGHTS_PAGE_SIZE}&cursor=${theirCursor}`);
    const garbage = await get('/api/gmail/insights?cursor=not-a-cursor');

    expect(forged.status).toBe(400);
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ error: expect.any(String) });
  });
});
