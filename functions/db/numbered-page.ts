import type { Page } from '#shared/page.ts';
import { decodeCursor, type PageRequest } from './read.ts';

/** Where a page-numbered list is asked to read: its page and size, and the cursor the page before gave. */
export interface NumberedPageRequest {
  page: number;
  limit: number;
  after?: Record<string, string>;
}

/**
 * A page of a list the screen numbers ('Page X of Y', the admin lists), read a DynamoDB page at a time: from
 * the cursor the previous page gave (one read), or, asked by number alone, from the position the pages before
 * it end at (read and passed over). `readPage` reads `limit` items after `after`, giving the cursor of where it
 * stopped; a page past the end is empty.
 */
export const numberedPage = async <T>(
  readPage: (request: PageRequest) => Promise<Page<T>>,
  { page, limit, after }: NumberedPageRequest,
  /** Reads the pages passed over (their keys alone, say); `readPage` when not given. */
  passOver: (request: PageRequest) => Promise<Page<unknown>> = readPage,
): Promise<Page<T>> => {
  let position = after;
  let skip = position ? 0 : (page - 1) * limit;
  while (skip > 0) {
    const skipped = await passOver({ limit: skip, ...(position ? { after: position } : {}) });
    if (!skipped.nextCursor) return { items: [] };
    skip -= skipped.items.length;
    position = decodeCursor(skipped.nextCursor);
  }
  return readPage({ limit, ...(position ? { after: position } : {}) });
};
