import * as z from 'zod/mini';
import { JOB_TEXTS } from '#shared/texts.ts';
import { AiRefusedError, isRetryableAiError } from '../../ai/errors.ts';
import { aiProvider } from '../../ai/index.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { PermanentJobError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import type { JobRecord } from '../jobs/jobs.ts';
import { RESEARCH_MAX_ATTEMPTS } from './constants.ts';
import { completeReportWhileOwned, findReport, setReportStatus } from './reports.ts';

export const researchMessage = z.object({
  jobId: z.string().check(z.minLength(1)),
  reportId: z.string().check(z.minLength(1)),
});
export type ResearchMessage = z.infer<typeof researchMessage>;

const userFacing = (error: unknown): string =>
  error instanceof Error && (error instanceof AiRefusedError || isRetryableAiError(error))
    ? error.message
    : JOB_TEXTS.researchFailed;

/**
 * Writes one research report: processing → completed, or failed with a message the narrator can read. A
 * failure that retrying may cure is rethrown (the queue redelivers) until the last attempt, which records
 * it; anything else fails the report at once. The report exists before the job, so a redelivery can only
 * ever update it, never add a second one.
 */
export const runResearch = async (
  message: ResearchMessage,
  job: JobRecord,
): Promise<{ reportId: string }> => {
  const report = await findReport(message.reportId);
  if (!report) throw new PermanentJobError(JOB_TEXTS.reportDeleted);
  if (report.status === 'completed') return { reportId: report.reportId };
  await setReportStatus(report.reportId, { status: 'processing' });
  try {
    const findings = await aiProvider().researchTopic({
      title: report.title,
      query: report.query,
      excerpt: report.excerpt,
    });
    // Deleted meanwhile (the report, its story or the account): nothing is written, the job ends quietly.
    if (!(await completeReportWhileOwned(report, findings.content)))
      throw new PermanentJobError(JOB_TEXTS.reportDeleted);
    return { reportId: report.reportId };
  } catch (error) {
    if (error instanceof PermanentJobError) throw error;
    const lastAttempt = job.attempts >= RESEARCH_MAX_ATTEMPTS;
    if (isRetryableAiError(error) && !lastAttempt) throw error;
    const text = userFacing(error);
    logger.warn('research failed', { jobId: message.jobId, reportId: report.reportId, error: text });
    // The report may have gone with its story or account meanwhile: an update never recreates it.
    await setReportStatus(report.reportId, { status: 'failed', errorMessage: text }).catch((failure) => {
      if (!isConditionFailure(failure)) throw failure;
    });
    throw new PermanentJobError(text);
  }
};
