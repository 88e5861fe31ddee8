import { aiProvider } from '../../ai/index.ts';
import { parseTranscript, sentences, truncate, words } from '../../ai/text.ts';
import { getConversationForUser } from '../conversations/conversations.ts';
import { getStoryRecordForUser } from '../stories/stories.ts';
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
 * conversation (and story, when given) must belong to the caller.
 */
export const analyseForResearch = async (
  userId: string,
  input: { transcriptText: string; conversationId: string; storyId?: string },
): Promise<{ jobsCreated: number; topics: string[] }> => {
  const conversation = await getConversationForUser(userId, input.conversationId);
  const storyId = input.storyId ?? conversation.storyId;
  if (input.storyId) await getStoryRecordForUser(userId, input.storyId);
  const topics = await aiProvider().extractResearchTopics({ transcriptText: input.transcriptText });
  for (const topic of topics)
    await queueResearch(userId, {
      ...topic,
      conversationId: input.conversationId,
      storyId,
      excerpt: excerptFor(input.transcriptText, topic),
    });
  return { jobsCreated: topics.length, topics: topics.map((topic) => topic.title) };
};
