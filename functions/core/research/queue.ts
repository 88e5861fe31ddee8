import { queue } from '../../lib/adapters.ts';
import { createJob, deleteJob } from '../jobs/jobs.ts';
import { giveBack, spend } from '../quotas/quotas.ts';
import { createReportRecord, deleteReportRecord, type ReportRecord, WALT_RESEARCH } from './reports.ts';

export const RESEARCH_JOB_KIND = 'research';

/**
 * Queues one research job for a report that Walt will write. Apart from finding topics (analyze.ts), so the
 * endpoint that queues a report the narrator asked for never imports the AI provider and its bundle carries
 * no OpenAI SDK. The worker's research call is spent here, from the report owner's research quota (429 when
 * it is used up), so nothing is queued that the quota does not cover.
 */
export const queueResearch = async (
  userId: string,
  input: { title: string; query: string; conversationId?: string; storyId?: string; excerpt?: string },
  ip?: string,
): Promise<ReportRecord> => {
  await spend('research', { userId, ip });
  const job = await createJob({ kind: RESEARCH_JOB_KIND, ownerId: userId });
  const report = await createReportRecord({ ...input, userId, createdBy: WALT_RESEARCH, jobId: job.jobId });
  try {
    await queue().send('research', { jobId: job.jobId, reportId: report.reportId });
  } catch (error) {
    // Nothing may wait for work that was never queued (issue 24): no report left pending for ever, no job,
    // and the research call the quota was charged for is given back.
    await deleteReportRecord(userId, report.reportId);
    await deleteJob(job.jobId);
    await giveBack('research', { userId, ip });
    throw error;
  }
  return report;
};
