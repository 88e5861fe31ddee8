import { BACKGROUND_DEFAULT_RETRIES } from '#shared/constants.ts';

/** Named failure events of part A §4 "Background work"; they are only logged. */
export type BackgroundFailure =
  | 'backgroundTaskFailed'
  | 'transcriptSaveFailed'
  | 'autoNoteFailed'
  | 'questionCardAnalysisFailed'
  | 'noteFailed'
  | 'noteUpdateFailed'
  | 'noteDeleteFailed'
  | 'pathCompleteFailed'
  | 'storyRenameFailed'
  | 'researchFailed'
  | 'researchTopicFailed'
  | 'callRecordingFailed';

export interface BackgroundTask {
  id: string;
  run: () => Promise<void>;
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** Higher runs first; equal priorities keep their order. */
  priority?: number;
  /** The specific event raised, besides backgroundTaskFailed, when the task finally fails. */
  failureEvent?: BackgroundFailure;
  onFailed?: (error: unknown) => void;
}

interface Queued extends BackgroundTask {
  retries: number;
  maxRetries: number;
}

/**
 * Runs background work one task at a time. A failed task is retried up to its maximum with a delay of
 * 2^attempt seconds, then the failure events are raised.
 */
export class BackgroundTaskQueue {
  private readonly tasks: Queued[] = [];
  private running = false;
  private stopped = false;

  constructor(
    private readonly raise: (event: BackgroundFailure, detail: { id: string; error: unknown }) => void,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  add(task: BackgroundTask): void {
    const queued: Queued = { ...task, retries: 0, maxRetries: task.maxRetries ?? BACKGROUND_DEFAULT_RETRIES };
    const at = this.tasks.findIndex((other) => (other.priority ?? 0) < (task.priority ?? 0));
    if (at < 0) this.tasks.push(queued);
    else this.tasks.splice(at, 0, queued);
    void this.drain();
  }

  /** Queues work and resolves with its result, or rejects once its retries are spent. */
  run<T>(task: Omit<BackgroundTask, 'run' | 'onFailed'>, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.add({
        ...task,
        run: async () => {
          resolve(await work());
        },
        onFailed: reject,
      });
    });
  }

  get size(): number {
    return this.tasks.length + (this.running ? 1 : 0);
  }

  stop(): void {
    this.stopped = true;
    this.tasks.length = 0;
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let task = this.tasks.shift(); task && !this.stopped; task = this.tasks.shift())
        await this.runTask(task);
    } finally {
      this.running = false;
    }
  }

  private async runTask(task: Queued): Promise<void> {
    for (;;) {
      try {
        await task.run();
        return;
      } catch (error) {
        if (task.retries >= task.maxRetries || this.stopped) {
          this.raise('backgroundTaskFailed', { id: task.id, error });
          if (task.failureEvent) this.raise(task.failureEvent, { id: task.id, error });
          task.onFailed?.(error);
          return;
        }
        task.retries += 1;
        await this.sleep(2 ** task.retries * 1000);
      }
    }
  }
}
