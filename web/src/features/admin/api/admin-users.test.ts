import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { userListQuery } from './admin-users.ts';

const aPage = (page: number) => ({ users: [], total: 120, page, limit: 50 });

describe('the admin users list, a page at a time (issue 24)', () => {
  it("asks for the next page where the last one's cursor left off, and by number where it knows none", async () => {
    const { calls } = mockApi({
      'GET /api/admin/users': ({ url }) => {
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        return { body: aPage(page), headers: { 'X-Next-Cursor': `after-page-${page}` } };
      },
    });
    const client = new QueryClient();
    const filters = { limit: 50, role: 'users', transcripts: 'public' } as const;

    await client.fetchQuery(userListQuery({ ...filters, page: 1 }));
    await client.fetchQuery(userListQuery({ ...filters, page: 2 }));
    await client.fetchQuery(userListQuery({ ...filters, role: 'all', page: 2 }));

    const sent = calls.map(({ url }) => new URL(url, 'http://localhost').searchParams);
    expect(sent.map((query) => query.get('cursor'))).toEqual([null, 'after-page-1', null]);
    expect(sent.map((query) => query.get('page'))).toEqual(['1', '2', '2']);
  });
});
