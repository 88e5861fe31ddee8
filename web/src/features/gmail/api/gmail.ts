import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import type {
  extractBiographicalFacts,
  insights,
  processWithContact,
  status,
} from '#shared/contract/gmail.ts';
import { gmail } from '#shared/contract/routes/gmail.ts';
import { callEndpoint, callEndpointWithCursor, streamEndpoint } from '@/lib/api-client';
import { gmailKeys } from '@/lib/query-keys';

export type GmailStatus = ResponseOf<typeof status>;
export type InsightsPage = ResponseOf<typeof insights>;
export type EmailInsight = InsightsPage['insights'][number];
/** One event of a processing stream: init, progress, complete or error (spec part B §3). */
export type ProgressEvent = ResponseOf<typeof processWithContact>;

export const statusQuery = () =>
  queryOptions({ queryKey: gmailKeys.status, queryFn: () => callEndpoint(gmail.status) });

/** Whether Gmail is linked (and to which address), and whether Google is configured here at all. */
export const useGmailStatus = () => useQuery(statusQuery());

/** A page of insights as the list keeps it: with the cursor that reads the page after it as one page. */
export type InsightsPageRead = InsightsPage & { nextCursor?: string };

/**
 * One page of insights; `offset` is the count already loaded (spec part B §7). `cursor` is the `nextCursor` of
 * the page shown: the server resumes there when that page ended at `offset`, and reads from the start otherwise.
 */
export const fetchInsights = async (offset = 0, cursor?: string): Promise<InsightsPageRead> => {
  const query = { ...(offset ? { offset: String(offset) } : {}), ...(cursor ? { cursor } : {}) };
  const { body, nextCursor } = await callEndpointWithCursor(gmail.insights, { query });
  return nextCursor ? { ...body, nextCursor } : body;
};

export const insightsQuery = () =>
  queryOptions({ queryKey: gmailKeys.insights, queryFn: () => fetchInsights() });

/** The insights shown: read on load, whether or not Gmail is linked (an mbox import yields them too). */
export const useInsights = () => useQuery(insightsQuery());

/** What the list shows once insights and extracted facts are cleared (unlink, delete all). */
export const NO_INSIGHTS: InsightsPageRead = { insights: [], total: 0, hasMore: false };

export const fetchAuthUrl = () => callEndpoint(gmail.authUrl);

/**
 * Unlinks Gmail: revoke the grant at Google, then delete the stored tokens. A failed revoke is logged and
 * tolerated (spec part B §7), so the link is always removed here; the insights stay on the server.
 */
export const unlinkGmail = async (): Promise<GmailStatus> => {
  try {
    await callEndpoint(gmail.revoke);
  } catch (error) {
    console.error('Revoking the Gmail grant failed; disconnecting anyway', error);
  }
  return callEndpoint(gmail.disconnect);
};

export type ExtractedFacts = ResponseOf<typeof extractBiographicalFacts>;

/** Biographical facts about the narrator and their correspondents, drawn from the stored insights. */
export const useExtractFacts = () =>
  useMutation({
    mutationFn: (): Promise<ExtractedFacts> =>
      callEndpoint(gmail.extractBiographicalFacts, { body: undefined }),
    onError: (error) => console.error('Extracting biographical facts failed', error),
  });

export const deleteAllInsights = () => callEndpoint(gmail.deleteInsights);

/** Starts processing the Gmail messages exchanged with `contactEmail`; the answer streams progress events. */
export const startGmailProcessing = (contactEmail: string, signal: AbortSignal) =>
  streamEndpoint(gmail.processWithContact, { body: { contactEmail }, signal });

/** Declares a mailbox file: the answer says where to upload it (413 when it is too large). */
export const createMboxUpload = (file: File, signal: AbortSignal) =>
  callEndpoint(gmail.createMboxUpload, { body: { fileName: file.name, size: file.size }, signal });

/** Starts processing an uploaded mailbox with `contactEmail`; the answer streams the same events as Gmail's. */
export const startMboxProcessing = (uploadId: string, contactEmail: string, signal: AbortSignal) =>
  streamEndpoint(gmail.processMbox, { params: { id: uploadId }, body: { contactEmail }, signal });
