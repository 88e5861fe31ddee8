import { apiRequest } from '@/lib/api-client';
import type { CallMessage } from '../lib/call-api.ts';
import type { PathQuestion } from '../lib/question-card.ts';
import { INTERVIEW_TEXTS } from '../texts.ts';

export interface StartedConversation {
  conversation: {
    id: string;
    title?: string;
    storyId?: string;
    pathId?: string;
    sessionType?: string;
    status: string;
  };
  context: { name: string; introCardText?: string; introScript?: string };
}

interface ConversationDetail {
  id: string;
  messages?: { id: string; role: string; content: string }[];
  path?: { id: string; name: string; displayName?: string; questions: (PathQuestion & { id: number })[] };
}

export interface LoadedCall extends StartedConversation {
  messages: CallMessage[];
  questions: PathQuestion[];
  pathId: string | null;
  storyId: string | null;
  pathAlreadyCompleted: boolean;
}

export interface CallTarget {
  sessionType?: string;
  pathId?: string;
  storyId?: string;
}

/** Starts (or resumes) the conversation, then loads its messages, path questions and story progress. */
export const loadCall = async (target: CallTarget): Promise<LoadedCall> => {
  const started = await apiRequest<StartedConversation>('/api/conversations/start', {
    method: 'POST',
    body: target,
    fallbackError: INTERVIEW_TEXTS.startFailed,
  });
  const detail = await apiRequest<ConversationDetail>(`/api/conversations/${started.conversation.id}`, {
    fallbackError: INTERVIEW_TEXTS.loadFailed,
  });
  const storyId = target.storyId ?? started.conversation.storyId ?? null;
  const pathId = started.conversation.pathId ?? detail.path?.id ?? target.pathId ?? null;
  let pathAlreadyCompleted = false;
  if (storyId && pathId) {
    const story = await apiRequest<{ storyPathCompletions?: { pathId: string }[] }>(
      `/api/stories/${storyId}`,
    );
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
    messages: (detail.messages ?? [])
      .filter((message) => message.role === 'user' || message.role === 'assistant')
      .map((message) => ({
        id: message.id,
        role: message.role as 'user' | 'assistant',
        text: message.content,
        status: 'final',
      })),
  };
};

export const loadCallQuery = (target: CallTarget) => ({
  queryKey: ['call', target.sessionType ?? null, target.pathId ?? null, target.storyId ?? null] as const,
  queryFn: () => loadCall(target),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
});
