import { GMAIL_TEXTS } from '#shared/texts.ts';
import { aiProvider } from '../../ai/index.ts';
import { ConflictError } from '../../lib/errors.ts';
import { memoryChanged } from '../memory/changed.ts';
import { allInsights } from './insights.ts';

/** The most recent insights the facts are drawn from: a few hundred summaries fit the model's context. */
const FACTS_INSIGHTS = 300;

/**
 * Biographical facts about the narrator and their correspondents, from the stored insights only. What the
 * emails say about the narrator also joins Walt's memory as facts with `emailInsight` sources (issue 22), which
 * the narrator can correct or forget like any other: the memory is marked changed and a build queued.
 */
export const extractFacts = async (userId: string, ip: string) => {
  const insights = (await allInsights(userId)).slice(0, FACTS_INSIGHTS);
  if (insights.length === 0) throw new ConflictError(GMAIL_TEXTS.noInsights);
  const summaries = insights.map((insight) =>
    [
      `${insight.subject} — from ${insight.sender}${insight.date ? `, ${insight.date.slice(0, 10)}` : ''}`,
      insight.summary,
      ...insight.biographicalInfo.user.map((fact) => `About the narrator: ${fact}`),
      ...insight.biographicalInfo.correspondent.map((fact) => `About the correspondent: ${fact}`),
    ].join('\n'),
  );
  const facts = await aiProvider().extractBiographicalFacts({ summaries });
  await memoryChanged(userId);
  return facts;
};
