import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { ResearchReport } from '#shared/schemas/research.ts';
import { deleteAll } from '../../db/batch.ts';
import { JobEntity } from '../../db/entities/job.ts';
import {
  ResearchReportEntity,
  reportsOfConversation,
  reportsOfStory,
} from '../../db/entities/research-report.ts';
import { isTransactionRefused } from '../../db/errors.ts';
import { ownerChecks } from '../../db/owner-guard.ts';
import { getItem, loadOwned, queryAll } from '../../db/read.ts';
import { getJob } from '../jobs/jobs.ts';

export type ReportRecord = FormattedItem<typeof ResearchReportEntity>;
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
  const { ToolboxItem } = await ResearchReportEntity.build(PutItemCommand)
    .item({
      reportId: randomUUID(),
      // Absent, not undefined: the sparse story and conversation indexes must see no key at all.
      ...definedOnly(input),
      status: input.content ? 'completed' : 'pending',
    })
    .options({ condition: { attr: 'reportId', exists: false } })
    .send();
  return ToolboxItem;
};

export const findReport = (reportId: string): Promise<ReportRecord | undefined> =>
  getItem(ResearchReportEntity, { reportId });

/** The caller's report; another user's id is answered exactly like a missing one. */
export const ownedReport = async (userId: string, reportId: string): Promise<ReportRecord> =>
  reconcile(await loadOwned(ResearchReportEntity, { reportId }, userId, REPORT_NOT_FOUND));

/** The report must exist: an update never recreates a deleted one. */
const mustExist = { attr: 'reportId', exists: true } as const;

/** Newest first, the caller's reports only, by story or by conversation. */
export const listReports = async (
  userId: string,
  filter: { storyId?: string; conversationId?: string },
): Promise<ReportRecord[]> => {
  const data = await queryAll(
    ResearchReportEntity,
    filter.storyId ? reportsOfStory(filter.storyId) : reportsOfConversation(filter.conversationId ?? ''),
  );
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
  const { Attributes } = await ResearchReportEntity.build(UpdateItemCommand)
    .item({ reportId, ...definedOnly(changes) })
    .options({ condition: mustExist, returnValues: 'ALL_NEW' })
    .send();
  return Attributes as ReportRecord;
};

export const deleteReportRecord = async (userId: string, reportId: string): Promise<void> => {
  await ownedReport(userId, reportId);
  await ResearchReportEntity.build(DeleteItemCommand).key({ reportId }).send();
};

/** Removes every report of a conversation (used when the conversation itself is deleted). */
export const deleteReportsOfConversation = async (conversationId: string): Promise<void> => {
  const reports = await queryAll(ResearchReportEntity, reportsOfConversation(conversationId));
  await deleteAll(
    ResearchReportEntity,
    reports.map(({ reportId }) => ({ reportId })),
  );
};

/** Removes every report of a story (used when the story itself is deleted). */
export const deleteReportsOfStory = async (storyId: string): Promise<void> => {
  const reports = await queryAll(ResearchReportEntity, reportsOfStory(storyId), { attributes: ['reportId'] });
  await deleteAll(
    ResearchReportEntity,
    reports.map(({ reportId }) => ({ reportId })),
  );
};

export const setReportStatus = async (
  reportId: string,
  changes: { status: ReportRecord['status']; content?: string; title?: string; errorMessage?: string },
): Promise<void> => {
  const clearError = changes.errorMessage === undefined && changes.status !== 'failed';
  await ResearchReportEntity.build(UpdateItemCommand)
    .item({ reportId, ...definedOnly(changes), ...(clearError ? { errorMessage: $remove() } : {}) })
    .options({ condition: mustExist })
    .send();
};

/**
 * The worker's finished report, written only while the report, its narrator and its story exist and are not
 * being deleted (ASVS M3: findings that arrive after a deletion write nothing). False when refused.
 */
export const completeReportWhileOwned = async (report: ReportRecord, content: string): Promise<boolean> => {
  try {
    await execute(
      ResearchReportEntity.build(UpdateTransaction)
        .item({ reportId: report.reportId, status: 'completed', content, errorMessage: $remove() })
        .options({ condition: mustExist }),
      ...ownerChecks({ userId: report.userId, storyId: report.storyId }),
    );
    return true;
  } catch (error) {
    if (isTransactionRefused(error)) return false;
    throw error;
  }
};

/** Removes reports Walt queued, with their jobs (their owner was deleted while they were being queued). */
export const forgetReports = async (reports: readonly ReportRecord[]): Promise<void> => {
  await deleteAll(
    ResearchReportEntity,
    reports.map(({ reportId }) => ({ reportId })),
  );
  await deleteAll(
    JobEntity,
    reports.flatMap(({ jobId }) => (jobId ? [{ jobId }] : [])),
  );
};
