import { OfflineInterviewer } from '#functions/ai/offline-interviewer.ts';
import { buildRealtimeSession, type RealtimeSessionPlan } from '#functions/ai/realtime-session.ts';
import { sessionPlanInput } from '#functions/core/memory/brief.ts';
import { getConversationForUser } from '#functions/core/ownership/conversation.ts';
import type { Session } from './api.ts';

/** Calls the API as the web client does: JSON in, JSON out, with the session cookie. */
export type ApiCall = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<T>;

/** The ApiCall of a signed-in test session: an answer of 400 or more throws, naming the call and the answer. */
export const apiOf =
  (session: Session): ApiCall =>
  async <T>(method: string, path: string, body?: unknown) => {
    const answer = await session.client.request<T>(method, path, body);
    if (answer.status >= 400)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

/** What one call with the offline interviewer did: Walt's lines, the path questions asked, the tools used. */
export interface SessionLog {
  plan: RealtimeSessionPlan;
  waltLines: string[];
  askedQuestionIds: number[];
}

/**
 * The plan a call of this conversation is minted with, built by the same code as POST /api/audio-chat/session
 * (the local realtime peer hands its brief to the offline interviewer).
 */
export const planFor = async (userId: string, accountName: string, conversationId: string) => {
  const conversation = await getConversationForUser(userId, conversationId);
  return buildRealtimeSession((await sessionPlanInput(userId, accountName, conversation)).input);
};

let counter = 0;

/**
 * One call of the offline interviewer over a conversation, driven as the browser and the local peer drive it:
 * Walt speaks, the narrator answers each of `answers` in turn, every turn is autosaved, Walt's tool calls go
 * to the API (completeQuestion → track-question, addNote → notes), and the call ends with a save for summary
 * (`end: 'save'`, Save + Exit) or a completion as well (`end: 'complete'`).
 */
export const runOfflineCall = async (
  api: ApiCall,
  who: { userId: string; name: string },
  conversationId: string,
  answers: readonly string[],
  end: 'save' | 'complete' = 'save',
): Promise<SessionLog> => {
  const plan = await planFor(who.userId, who.name, conversationId);
  const interviewer = new OfflineInterviewer(plan.brief);
  const log: SessionLog = { plan, waltLines: [], askedQuestionIds: [] };
  const pending: { id: string; role: string; content: string }[] = [];
  const message = (role: string, content: string) => {
    counter += 1;
    pending.push({ id: `m-${conversationId.slice(0, 8)}-${Date.now()}-${counter}`, role, content });
  };
  const act = async () => {
    for (let steps = 0; steps < 20; steps += 1) {
      const step = interviewer.nextStep();
      if (step.kind === 'speak') {
        log.waltLines.push(step.text);
        message('assistant', step.text);
        return;
      }
      const args = step.arguments;
      if (step.name === 'askQuestion') log.askedQuestionIds.push(Number(args.questionId));
      if (step.name === 'completeQuestion')
        await api('POST', `/api/conversations/${conversationId}/track-question`, {
          questionId: Number(args.questionId),
        });
      if (step.name === 'addNote')
        await api('POST', '/api/notes', { content: String(args.content), conversationId, createdBy: 'walt' });
    }
  };
  const save = async (shouldSummarize: boolean) => {
    await api('POST', `/api/conversations/${conversationId}/save`, {
      messages: pending.splice(0),
      ...(shouldSummarize ? { shouldSummarize: true } : {}),
    });
  };
  await act();
  for (const answer of answers) {
    message('user', answer);
    interviewer.hearUser(answer);
    await act();
    await save(false);
  }
  await save(true);
  if (end === 'complete') await api('POST', `/api/conversations/${conversationId}/complete`, {});
  return log;
};
