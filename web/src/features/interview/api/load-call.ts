import type { startConversation } from '#shared/contract/conversations.ts';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import { conversations } from '#shared/contract/routes/conversations.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from '@/lib/query-keys';
import type { CallMessage } from '../lib/call-api-port.ts';
import type { PathQuestion } from '../lib/question-card.ts';
import { INTERVIEW_TEXTS } from '../texts.ts';

export type StartedConversation = ResponseOf<typeof startConversation>;

export interface LoadedCall extends StartedConversation {
  messages: CallMessage[];
  questions: PathQuestion[];
  pathId: string | null;
  storyId: string | null;
  pathAlreadyCompleted: boolean;
}

type StartBody = BodyOf<typeof startConversation>;

/** What the call screen's path names; an unknown session type is the server's to refuse, with its error. */
export type CallTarget = Pick<StartBody, 'pathId' | 'storyId'> & { sessionType?: string };

/** Starts (or resumes) the conversation, then loads its messages, path questions and story progress. */
export const loadCall = async (target: CallTarget): Promise<LoadedCall> => {
  const started = await callEndpoint(conversations.startConversation, {
    body: target as StartBody,
    fallbackError: INTERVIEW_TEXTS.startFailed,
  });
  const detail = await callEndpoint(conversations.getConversation, {
    params: { id: started.conversation.id },
    fallbackError: INTERVIEW_TEXTS.loadFailed,
  });
  const storyId = target.storyId ?? started.conversation.storyId ?? null;
  const pathId = started.conversation.pathId ?? detail.path?.id ?? target.pathId ?? null;
  let pathAlreadyCompleted = false;
  if (storyId && pathId) {
    const story = await callEndpoint(stories.getStory, { params: { id: storyId } });
    pathAlreadyCompleted = (story.storyPathCompletions ?? []).some(
      (completion) => completion.pathId === pathId,
    );
  }
  return {
    ...started,
    storyId,
    pathId,
    pathAlreadyCompleted,
    questions: detail.path?.questions ?? [],
    messages: (detail.messages ?? []).flatMap((message): CallMessage[] =>
      message.role === 'user' || message.role === 'assistant'
        ? [{ id: message.id, role: message.role, text: message.content, status: 'final' }]
        : [],
    ),
  };
};

export const loadCallQuery = (target: CallTarget) => ({
  queryKey: callKeys.call(target),
  queryFn: () => loadCall(target),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
});
