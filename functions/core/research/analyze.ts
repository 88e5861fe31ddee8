import { aiProvider } from '../../ai/index.ts';
import { parseTranscript, sentences, truncate, words } from '../../ai/text.ts';
import { keepWhileOwnerAlive } from '../../db/owner-alive.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { getConversationForUser } from '../ownership/conversation.ts';
import { getStoryRecordForUser } from '../ownership/story.ts';
import { queueResearch } from './queue.ts';
import { forgetReports, type ReportRecord } from './reports.ts';

const MAX_EXCERPT_CHARS = 4_000;

/** What the narrator said about a topic: their sentences sharing its distinctive words. */
export const excerptFor = (transcriptText: string, topic: { title: string; query: string }): string => {
  const keys = new Set(
    words(`${topic.title} ${topic.query}`).filter((word) => word.length > 3 || /^\d{4}s?$/.test(word)),
  );
  const said = parseTranscript(transcriptText)
    .filter((line) => line.role === 'user')
    .flatMap((line) => sentences(line.content))
    .filter((sentence) => words(sentence).some((word) => keys.has(word)));
  return truncate(said.join(' '), MAX_EXCERPT_CHARS);
};

/**
 * Finds research topics in the narrator's transcript and queues one report per topic (`pending`). The
 * conversation (and story, when given) must belong to the caller. Finding topics is spent from the caller's
 * research-analysis quota, each report from their research quota: once that is used up, the topics left are
 * not queued: the answer names every topic found, and `jobsCreated` how many of them (the first) were queued.
 */
export const analyseForResearch = async (
  userId: string,
  input: { transcriptText: string; conversationId: string; storyId?: string },
  ip?: string,
): Promise<{ jobsCreated: number; topics: string[] }> => {
  const conversation = await getConversationForUser(userId, input.conversationId);
  const storyId = input.storyId ?? conversation.storyId;
  if (input.storyId) await getStoryRecordForUser(userId, input.storyId);
  const topics = await aiProvider().extractResearchTopics({ transcriptText: input.transcriptText });
  // The story or the account may have been deleted while the model was reading (ASVS M3): the reports queued
  // for it then go again, and nothing is queued for a deleted owner (db/owner-alive.ts).
  const made: ReportRecord[] = [];
  const queued = await keepWhileOwnerAlive(
    { userId, storyId },
    () => queueTopics(userId, { ...input, storyId }, topics, made, ip),
    () => forgetReports(made),
  );
  if (!queued) return { jobsCreated: 0, topics: [] };
  // Every topic found, in order; the first `jobsCreated` of them were queued (the call raises
  // researchTopicFailed for the rest, part A §4).
  return { jobsCreated: queued.length, topics: topics.map((topic) => topic.title) };
};

/** One research job per topic, until the research quota is used up; `made` collects the reports written. */
const queueTopics = async (
  userId: string,
  input: { transcriptText: string; conversationId: string; storyId?: string },
  topics: { title: string; query: string }[],
  made: ReportRecord[],
  ip?: string,
): Promise<string[]> => {
  const { storyId } = input;
  const queued: string[] = [];
  for (const topic of topics) {
    try {
      const report = await queueResearch(
        userId,
        {
          ...topic,
          conversationId: input.conversationId,
          storyId,
          excerpt: excerptFor(input.transcriptText, topic),
        },
        ip,
      );
      made.push(report);
    } catch (error) {
      // The quota ran out part-way: the topics queued stand. Out before the first, the caller hears why (429).
      if (error instanceof TooManyRequestsError && queued.length > 0) break;
      throw error;
    }
    queued.push(topic.title);
  }
  return queued;
};
