import { BACKGROUND_SHORT_RETRIES } from '#shared/constants.ts';
import type { CallApi, CallMessage, QuestionCard } from './call-api-port.ts';
import { cardFromAnalysis, cooldownOver, mayShowQuestionCard, type PathQuestion } from './question-card.ts';
import type { BackgroundTaskQueue } from './task-queue.ts';

/** The part of the call's snapshot the question card shows. */
export interface QuestionCardState {
  questionCard: QuestionCard | null;
  questionCardLoading: boolean;
}

export interface CallQuestionCardsDeps {
  api: CallApi;
  queue: BackgroundTaskQueue;
  conversationId: string | null;
  questions: readonly PathQuestion[];
  write: (patch: Partial<QuestionCardState>) => void;
  now?: () => number;
}

/**
 * Walt's question cards during a call: a question he speaks is analysed in the background (with the spec's
 * retries) for the card to show, at most one card every 10 s; his askQuestion tool shows one at once.
 */
export class CallQuestionCards {
  private lastShownAt: number | undefined;

  constructor(private readonly deps: CallQuestionCardsDeps) {}

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** A finished transcript line: a question of Walt's, once the cooldown is over, is analysed for a card. */
  consider(message: CallMessage): void {
    if (!mayShowQuestionCard(message.role, message.text) || !cooldownOver(this.lastShownAt, this.now()))
      return;
    this.analyse(message);
  }

  /** Shows a card now (Walt's askQuestion tool). */
  show(card: QuestionCard): void {
    this.lastShownAt = this.now();
    this.deps.write({ questionCard: card, questionCardLoading: false });
  }

  /** The call ended: no card, nothing loading. */
  clear(): void {
    this.deps.write({ questionCard: null, questionCardLoading: false });
  }

  private analyse(message: CallMessage): void {
    const { api, queue, conversationId, questions, write } = this.deps;
    if (!conversationId) return;
    this.lastShownAt = this.now();
    write({ questionCardLoading: true });
    const available = questions.map((question, index) => ({
      id: index + 1,
      title: question.title,
      text: question.text,
    }));
    queue.add({
      id: `question-analysis-${message.id}`,
      maxRetries: BACKGROUND_SHORT_RETRIES,
      failureEvent: 'questionCardAnalysisFailed',
      onFailed: () => write({ questionCardLoading: false }),
      run: async () => {
        const card = cardFromAnalysis(
          await api.analyzeForQuestionCard(conversationId, message.text, available),
          questions,
        );
        write({ questionCardLoading: false, ...(card ? { questionCard: card } : {}) });
      },
    });
  }
}
