import { BACKGROUND_SHORT_RETRIES } from '#shared/constants.ts';
import type { CallApi } from './call-api-port.ts';
import type { BackgroundTaskQueue } from './task-queue.ts';
import type { ToolContext } from './tools.ts';

type ServerActions = Pick<
  ToolContext,
  'completeQuestion' | 'completeConversation' | 'completePath' | 'renameStory'
>;

/** What Walt's tools change on the server, each through the call's task queue (so retried, and in order). */
export const serverToolActions = (
  api: CallApi,
  queue: BackgroundTaskQueue,
  conversationId: string | null | undefined,
  after: { conversationCompleted: () => void; pathCompleted: () => void },
): ServerActions => {
  const short = { maxRetries: BACKGROUND_SHORT_RETRIES };
  return {
    completeQuestion: (questionId) =>
      queue.run({ id: `track-${questionId}`, priority: 1, ...short }, () =>
        api.trackQuestion(conversationId ?? '', questionId),
      ),
    completeConversation: async () => {
      await queue.run({ id: 'complete', ...short }, () => api.completeConversation(conversationId ?? ''));
      after.conversationCompleted();
    },
    completePath: async (story, path) => {
      await queue.run({ id: 'path-complete', failureEvent: 'pathCompleteFailed', ...short }, () =>
        api.completePath(story, path, conversationId ?? ''),
      );
      after.pathCompleted();
    },
    renameStory: (story, title) =>
      queue.run({ id: 'rename', failureEvent: 'storyRenameFailed', ...short }, () =>
        api.renameStory(story, title),
      ),
  };
};
