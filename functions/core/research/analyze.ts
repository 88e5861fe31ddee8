import { aiProvider } from '../../ai/index.ts';
import { parseTranscript, sentences, truncate, words } from '../../ai/text.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { getConversationForUser } from '../ownership/conversation.ts';
import { getStoryRecordForUser } from '../ownership/story.ts';
import { queueResearch } from './queue.ts';

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
 * not queued (the answer names only those that were).
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
  const queued: string[] = [];
  for (const topic of topics) {
    try {
      await queueResearch(userId, {
        ...topic,
        conversationId: input.conversationId,
        storyId,
        excerpt: excerptFor(input.transcriptText, topic),
      });
    } catch (error) {
      if (error instanceof TooManyRequestsError) break;
      throw error;
    }
    queued.push(topic.title);
  }
  return { jobsCreated: queued.length, topics: queued };
};
