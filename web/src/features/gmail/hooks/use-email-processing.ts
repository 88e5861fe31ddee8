import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { readNdjson } from '@/lib/ndjson';
import { gmailKeys } from '@/lib/query-keys';
import { useOnLeave } from '@/lib/use-on-leave';
import type { InsightsPage, ProgressEvent } from '../api/gmail.ts';
import { GMAIL_TEXTS, GMAIL_PAGE_TEXTS as T } from '../texts.ts';

/** Where a run is: sending the mailbox file, waiting for the first event, or counting the emails done. */
export type Stage =
  | { kind: 'uploading'; fileName: string; percent: number }
  | { kind: 'starting' }
  | { kind: 'found'; total: number }
  | { kind: 'processing'; processed: number; total: number };

export interface Outcome {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/** A failure whose text is already the one to show (an upload that did not go through). */
export class ShownError extends Error {
  override readonly name = 'ShownError';
}

/** What opens a run's event stream; `onUpload` reports the percentage of a file being uploaded first. */
export type StartRun = (
  signal: AbortSignal,
  onUpload: (fileName: string, percent: number) => void,
) => Promise<Response>;

/** Contact-processing percentage: processed over total (spec part B §9), a whole number from 0 to 100. */
export const percentOf = (stage: Stage | null): number => {
  if (!stage) return 0;
  if (stage.kind === 'uploading') return stage.percent;
  if (stage.kind !== 'processing' || stage.total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((stage.processed / stage.total) * 100)));
};

export const statusTextOf = (stage: Stage, contact: string): string => {
  switch (stage.kind) {
    case 'uploading':
      return T.uploading(stage.fileName);
    case 'starting':
      return T.starting(contact);
    case 'found':
      return T.found(stage.total);
    case 'processing':
      return T.processing(stage.processed, stage.total);
  }
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The server's own text for a refusal (e.g. 'Gmail is not connected…', a 413), else the spec's fallback. */
const failureText = (error: unknown): string => {
  if (error instanceof ShownError) return error.message;
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return GMAIL_TEXTS.processFailed;
};

/**
 * One processing run at a time (spec part B §4 "Contact processing"): idle, then the stream's events move
 * the stage from init through progress to complete, whose emails become the insights shown (hasMore false).
 * Cancel aborts the request, which closes the stream and so stops the job on the server; what was processed
 * is kept. Leaving the page cancels the same way.
 */
export const useEmailProcessing = () => {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | undefined>(undefined);
  const [stage, setStage] = useState<Stage | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useOnLeave(() => controller.current?.abort());

  const follow = async (response: Response, contact: string) => {
    for await (const event of readNdjson<ProgressEvent>(response)) {
      if (event.type === 'init') setStage({ kind: 'found', total: event.totalEmails });
      else if (event.type === 'progress')
        setStage({ kind: 'processing', processed: event.processed, total: event.total });
      else if (event.type === 'error') throw new Error(event.error);
      else if (event.type === 'complete') {
        const shown: InsightsPage = { insights: event.emails, total: event.count, hasMore: false };
        queryClient.setQueryData(gmailKeys.insights, shown);
        return setOutcome({ tone: 'success', text: GMAIL_TEXTS.processed(event.count, contact) });
      }
    }
    throw new Error('The progress stream ended before it completed');
  };

  const run = async (contact: string, start: StartRun) => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setOutcome(null);
    setStage({ kind: 'starting' });
    try {
      const response = await start(abort.signal, (fileName, percent) =>
        setStage({ kind: 'uploading', fileName, percent }),
      );
      if (abort.signal.aborted) throw new DOMException('Cancelled', 'AbortError');
      setStage({ kind: 'starting' });
      await follow(response, contact);
    } catch (error) {
      if (abort.signal.aborted || isAbort(error)) {
        setOutcome({ tone: 'info', text: GMAIL_TEXTS.cancelled });
        // What was processed before the cancel is saved: show it.
        void queryClient.invalidateQueries({ queryKey: gmailKeys.insights });
      } else {
        console.error('Processing emails failed', error);
        setOutcome({ tone: 'error', text: failureText(error) });
      }
    } finally {
      controller.current = undefined;
      setStage(null);
    }
  };

  return {
    stage,
    outcome,
    running: stage !== null,
    run,
    cancel: () => controller.current?.abort(),
    /** Shows a message in the processing area without a run (e.g. the empty email message). */
    say: setOutcome,
  };
};
