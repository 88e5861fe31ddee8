import { getConversationForUser } from '../ownership/conversation.ts';
import { getStoryRecordForUser } from '../ownership/story.ts';
import { queueResearch } from './queue.ts';
import { createReportRecord, type ReportRecord } from './reports.ts';

/**
 * A report the narrator adds: with content it is theirs as written (createdBy 'user'); without, Walt
 * researches the query in the background. The story or conversation must be the caller's.
 */
export const createUserReport = async (
  userId: string,
  input: { query: string; title?: string; content?: string; storyId?: string; conversationId?: string },
  ip?: string,
): Promise<ReportRecord> => {
  if (input.conversationId) await getConversationForUser(userId, input.conversationId);
  if (input.storyId) await getStoryRecordForUser(userId, input.storyId);
  const fields = {
    title: input.title ?? input.query,
    query: input.query,
    storyId: input.storyId,
    conversationId: input.conversationId,
  };
  if (input.content)
    return createReportRecord({ ...fields, userId, content: input.content, createdBy: 'user' });
  return queueResearch(userId, fields, ip);
};
