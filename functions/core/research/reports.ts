import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { ResearchReport } from '#shared/schemas/research.ts';
import type { ResearchReportEntity } from '../../db/entities/research-report.ts';
import { db } from '../../db/service.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { deleteInBatches } from '../conversations/messages.ts';
import { getJob } from '../jobs/jobs.ts';

export type ReportRecord = EntityItem<typeof ResearchReportEntity>;
export const REPORT_NOT_FOUND = 'Research report not found';
export const WALT_RESEARCH = 'walt-research';

/**
 * A report whose job ended in the dead-letter queue (the worker never got to record it) is shown as failed
 * with the job's message, so nothing is ever left "Researching" forever.
 */
const reconcile = async (record: ReportRecord): Promise<ReportRecord> => {
  if (!record.jobId || (record.status !== 'pending' && record.status !== 'processing')) return record;
  const job = await getJob(record.jobId);
  if (job?.status !== 'failed') return record;
  return { ...record, status: 'failed', errorMessage: job.errorMessage ?? record.errorMessage };
};

const definedOnly = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

export const toReport = (record: ReportRecord, storyTitle?: string): ResearchReport => ({
  id: record.reportId,
  title: record.title,
  query: record.query,
  content: record.content,
  status: record.status,
  errorMessage: record.errorMessage,
  createdAt: record.createdAt,
  createdBy: record.createdBy,
  storyId: record.storyId,
  conversationId: record.conversationId,
  ...(storyTitle !== undefined ? { story: { title: storyTitle } } : {}),
});

export const createReportRecord = async (input: {
  userId: string;
  title: string;
  query: string;
  conversationId?: string;
  storyId?: string;
  content?: string;
  createdBy: string;
  jobId?: string;
  excerpt?: string;
}): Promise<ReportRecord> => {
  const { data } = await db()
    .entities.researchReports.create({
      reportId: randomUUID(),
      // Absent, not undefined: the sparse story and conversation indexes must see no key at all.
      ...definedOnly(input),
      status: input.content ? 'completed' : 'pending',
    })
    .go();
  return data;
};

export const findReport = async (reportId: string): Promise<ReportRecord | undefined> => {
  const { data } = await db().entities.researchReports.get({ reportId }).go({ consistent: true });
  return data ?? undefined;
};

/** The caller's report; another user's id is answered exactly like a missing one. */
export const ownedReport = async (userId: string, reportId: string): Promise<ReportRecord> => {
  const record = await findReport(reportId);
  if (!record || record.userId !== userId) throw new NotFoundError(REPORT_NOT_FOUND);
  return reconcile(record);
};

/** Newest first, the caller's reports only, by story or by conversation. */
export const listReports = async (
  userId: string,
  filter: { storyId?: string; conversationId?: string },
): Promise<ReportRecord[]> => {
  const reports = db().entities.researchReports.query;
  const { data } = filter.storyId
    ? await reports.byStory({ storyId: filter.storyId }).go({ pages: 'all' })
    : await reports.byConversation({ conversationId: filter.conversationId ?? '' }).go({ pages: 'all' });
  const mine = [...data]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .filter(
      (record) =>
        record.userId === userId &&
        (filter.conversationId === undefined || record.conversationId === filter.conversationId),
    );
  return Promise.all(mine.map(reconcile));
};

export const updateReportRecord = async (
  userId: string,
  reportId: string,
  changes: { title?: string; query?: string; content?: string },
): Promise<ReportRecord> => {
  await ownedReport(userId, reportId);
  const { data } = await db()
    .entities.researchReports.patch({ reportId })
    .set(definedOnly(changes))
    .go({ response: 'all_new' });
  return data as ReportRecord;
};

export const deleteReportRecord = async (userId: string, reportId: string): Promise<void> => {
  await ownedReport(userId, reportId);
  await db().entities.researchReports.delete({ reportId }).go();
};

/** Removes every report of a conversation (used when the conversation itself is deleted). */
export const deleteReportsOfConversation = async (conversationId: string): Promise<void> => {
  const { data } = await db()
    .entities.researchReports.query.byConversation({ conversationId })
    .go({ pages: 'all' });
  if (data.length)
    await db()
      .entities.researchReports.delete(data.map(({ reportId }) => ({ reportId })))
      .go();
};

/** Removes every report of a story (used when the story itself is deleted). */
export const deleteReportsOfStory = async (storyId: string): Promise<void> => {
  const { data } = await db()
    .entities.researchReports.query.byStory({ storyId })
    .go({ pages: 'all', attributes: ['reportId'] });
  await deleteInBatches(
    data.map(({ reportId }) => ({ reportId })),
    (keys) => db().entities.researchReports.delete(keys).go(),
  );
};

export const setReportStatus = async (
  reportId: string,
  changes: { status: ReportRecord['status']; content?: string; title?: string; errorMessage?: string },
): Promise<void> => {
  const patch = db().entities.researchReports.patch({ reportId }).set(definedOnly(changes));
  await (changes.errorMessage === undefined && changes.status !== 'failed'
    ? patch.remove(['errorMessage'])
    : patch
  ).go();
};
