import { BACKGROUND_SHORT_RETRIES } from '#shared/constants.ts';
import type { CallApi, CallMessage } from './call-api-port.ts';
import { SavedTranscript, transcriptOf, unqueuedTopics } from './call-transcript.ts';
import type { BackgroundFailure, BackgroundTaskQueue } from './task-queue.ts';

export interface CallSavingDeps {
  api: CallApi;
  queue: BackgroundTaskQueue;
  conversationId: string | null;
  storyId: string | null;
  messages: () => CallMessage[];
  setSaving: (saving: boolean) => void;
  log: (event: BackgroundFailure | string, detail?: unknown) => void;
}

/**
 * What the call saves of its transcript (call-controller.ts): the autosave after each narrator turn, the final
 * save that asks the server to summarise, and the research sent once the call is over.
 */
export class CallSaving {
  private readonly saved = new SavedTranscript();

  constructor(private readonly deps: CallSavingDeps) {}

  /** Queues a save of what the server does not have yet. */
  autosave(): void {
    const { api, queue, conversationId, messages, setSaving } = this.deps;
    if (!conversationId || messages().length === 0) return;
    queue.add({
      id: 'transcript-save',
      maxRetries: BACKGROUND_SHORT_RETRIES,
      failureEvent: 'transcriptSaveFailed',
      run: async () => {
        if (this.saved.unsaved(messages()).length === 0) return;
        setSaving(true);
        try {
          await this.saved.deliver(messages(), (unsaved) =>
            api.saveConversation(conversationId, unsaved, false),
          );
        } finally {
          setSaving(false);
        }
      },
    });
  }

  /** The final save, with the spec's retries; throws when it could not be delivered. */
  async finish(conversationId: string): Promise<void> {
    const { api, queue, messages } = this.deps;
    await queue.run(
      { id: 'final-save', maxRetries: BACKGROUND_SHORT_RETRIES, failureEvent: 'transcriptSaveFailed' },
      // Only what the autosaves have not delivered; the server summarises the whole stored transcript.
      () =>
        this.saved.deliver(
          messages(),
          (unsaved) => api.saveConversation(conversationId, unsaved, true),
          true,
        ),
    );
  }

  /** Sends the whole transcript for research in the background; topics that could not be queued are logged. */
  research(conversationId: string): void {
    const { api, queue, storyId, messages, log } = this.deps;
    queue.add({
      id: 'research',
      maxRetries: BACKGROUND_SHORT_RETRIES,
      failureEvent: 'researchFailed',
      run: async () => {
        const answer = await api.analyzeForResearch(
          conversationId,
          transcriptOf(messages()),
          storyId ?? undefined,
        );
        for (const topic of unqueuedTopics(answer))
          log('researchTopicFailed', { id: 'research-topic', topic });
      },
    });
  }
}
