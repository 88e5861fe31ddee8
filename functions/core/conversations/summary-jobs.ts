import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import * as z from 'zod/mini';
import { JOB_TEXTS } from '#shared/texts.ts';
import { ConversationEntity } from '../../db/entities/conversation.ts';
import { unlessConditionFails } from '../../db/errors.ts';
import { config } from '../../lib/config.ts';
import { logger } from '../../lib/logger.ts';
import { queueJob } from '../jobs/queue-job.ts';
import { listMessages } from './messages.ts';
import { extractiveSummary, type Summarise, summarise } from './summariser.ts';

/*
 * The summary written at a call's end (issue 24). The save waits for it SUMMARY_INLINE_MS at most, so the answer
 * comes well inside API Gateway's 30 s whatever the provider's latency; a summary not ready by then is left to
 * the summaries queue (workers/summarise.ts) and the save answers 202. The narrator's words are stored before
 * any of this, so nothing said is ever waiting on a summary.
 */
export const SUMMARY_JOB_KIND = 'summary';

export const summaryMessage = z.object({
  jobId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  conversationId: z.string().check(z.minLength(1)),
});
export type SummaryMessage = z.infer<typeof summaryMessage>;

const LATE = Symbol('late');

/** The work's result, or LATE when it has not settled within `ms` (the work runs on, unobserved). */
const within = async <T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
};

/** The conversation's whole stored transcript, as the summariser reads it (the system turns left out). */
const transcriptOf = async (conversationId: string) =>
  (await listMessages(conversationId)).filter((message) => message.role !== 'system');

/** Writes the summary on the conversation; one deleted meanwhile is left deleted (never recreated). */
const writeSummary = async (conversationId: string, summary: string): Promise<void> => {
  if (!summary) return;
  await unlessConditionFails(
    ConversationEntity.build(UpdateItemCommand)
      .item({ conversationId, summary })
      .options({ condition: { attr: 'conversationId', exists: true } })
      .send(),
  );
};

/**
 * Summarises the conversation within the save's budget: `'written'` when the summary is stored, `'queued'` when
 * it was not ready in time and the summaries queue finishes it. A queue that cannot be reached leaves the
 * extractive summary instead, so a call never ends without one.
 */
export const summariseAtCallEnd = async (
  userId: string,
  conversationId: string,
  summariser: Summarise | undefined,
  inlineMs: number = config().SUMMARY_INLINE_MS,
): Promise<'written' | 'queued'> => {
  const transcript = await transcriptOf(conversationId);
  const summary = await within(summarise(transcript, summariser), inlineMs);
  if (summary !== LATE) {
    await writeSummary(conversationId, summary);
    return 'written';
  }
  try {
    await queueJob({ kind: SUMMARY_JOB_KIND, ownerId: userId }, 'summaries', JOB_TEXTS.summaryUnqueued, {
      userId,
      conversationId,
    } satisfies Omit<SummaryMessage, 'jobId'>);
    return 'queued';
  } catch (error) {
    logger.error('summary could not be queued; the extractive summary is kept', { error: error as Error });
    await writeSummary(conversationId, await extractiveSummary(transcript));
    return 'written';
  }
};

/** The summaries worker: the whole transcript summarised (the AI provider's, or the extractive one) and stored. */
export const runSummary = async ({ conversationId }: SummaryMessage, summariser: Summarise | undefined) => {
  await writeSummary(conversationId, await summarise(await transcriptOf(conversationId), summariser));
  return { conversationId };
};
