import type { ResearchReport } from '#shared/schemas/research.ts';
import { STORY_ERRORS } from '#shared/texts.ts';
import { aiProvider } from '../../ai/index.ts';
import { truncate } from '../../ai/text.ts';
import { HttpError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts';
import { excerptFor } from '../research/analyze.ts';
import { queueResearch } from '../research/queue.ts';
import { toReport } from '../research/reports.ts';
import { ownStory } from './entries.ts';
import { conversationsOf, turnsOf } from './transcripts.ts';

/** How much of a story's transcripts the topic finder reads (the most recent conversations first). */
export const MAX_RESEARCH_TRANSCRIPT_CHARS = 60_000;

const roleLabel = (role: string) =>
  role === 'assistant' ? 'assistant' : role === 'system' ? 'system' : 'user';

/** The story's transcripts as one "role: text" transcript, newest conversations first, within the bound. */
const storyTranscriptText = async (storyId: string): Promise<string> => {
  const conversations = (await conversationsOf(storyId)).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const parts: string[] = [];
  let length = 0;
  for (const conversation of conversations) {
    if (length >= MAX_RESEARCH_TRANSCRIPT_CHARS) break;
    const turns = await turnsOf(conversation.conversationId);
    const text = turns
      .filter((turn) => turn.content.trim())
      .map((turn) => `${roleLabel(turn.role)}: ${turn.content.replace(/\s*\n\s*/g, ' ')}`)
      .join('\n');
    if (!text) continue;
    parts.push(text);
    length += text.length;
  }
  return truncate(parts.join('\n'), MAX_RESEARCH_TRANSCRIPT_CHARS);
};

/**
 * Research over a story's transcripts: Walt finds topics (the caller's research-analysis quota) and queues
 * one report per topic (each from their research quota; once it is used up, the topics left are not queued).
 * No transcript: 400 with the spec's text; no topic: 422.
 */
export const researchStory = async (
  userId: string,
  storyId: string,
  ip?: string,
): Promise<ResearchReport[]> => {
  const story = await ownStory(userId, storyId);
  const transcriptText = await storyTranscriptText(storyId);
  if (!transcriptText) throw new ValidationError(STORY_ERRORS.noTranscripts);
  const topics = await aiProvider().extractResearchTopics({ transcriptText });
  if (topics.length === 0) throw new HttpError(422, STORY_ERRORS.noResearchTopics);
  const reports: ResearchReport[] = [];
  for (const topic of topics) {
    try {
      const report = await queueResearch(
        userId,
        {
          ...topic,
          storyId,
          excerpt: excerptFor(transcriptText, topic),
        },
        ip,
      );
      reports.push(toReport(report, story.title));
    } catch (error) {
      if (error instanceof TooManyRequestsError && reports.length > 0) break;
      throw error;
    }
  }
  return reports;
};
