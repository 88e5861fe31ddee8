import { infiniteQueryOptions } from '@tanstack/react-query';
import type { listAudit } from '#shared/contract/admin.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { admin } from '#shared/contract/routes/admin.ts';
import { callEndpoint } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

export type AuditEntry = ResponseOf<typeof listAudit>['entries'][number];

/** Entries fetched per 'Load more'. */
export const AUDIT_PAGE_SIZE = 50;

/** The audit trail, newest first; each page's `nextCursor` continues it. */
export const auditQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(admin.listAudit, {
        query: { limit: AUDIT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });
