/**
 * One page of a list that can grow (issue 24): notes, conversations, stories, artefacts, Gmail insights, admin
 * users, audit. A list answer carries at most `limit` items read as one DynamoDB page, and a cursor to the next
 * page while there is one. Where the spec fixes a response as an array, the array is the body and the cursor
 * travels in the `X-Next-Cursor` header (which the web reads); new lists answer `Page` itself.
 */
export interface Page<T> {
  items: T[];
  /** Opaque: pass it back as `?cursor=` for the next page; absent on the last page. */
  nextCursor?: string;
}

/** The header carrying the next page's cursor of an array answer. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
/** A page's size when the request names none. */
export const PAGE_SIZE = 500;
/** The most a request may ask for (`?limit=`). */
export const MAX_PAGE_SIZE = 500;
/** A page of a story's artefacts: each carries its versions' whole text, so pages are short. */
export const ARTEFACTS_PAGE_SIZE = 20;
/**
 * A page of a story's transcript entries (one per conversation, each with up to 60 turns inline): the story read
 * carries the first, `GET /api/stories/{id}/transcript-entries` the rest.
 */
export const TRANSCRIPT_ENTRIES_PAGE_SIZE = 20;
