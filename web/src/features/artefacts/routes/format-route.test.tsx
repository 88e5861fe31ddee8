import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerationJob } from '#shared/schemas/artefact.ts';
import { renderApp } from '@/test/render-app';
import { downloadName } from '../lib/download.ts';
import {
  anArtefact,
  aVersion,
  captureDownloads,
  FORMAT_ID,
  STORY_ID,
  stubClipboard,
  withFormatPage,
} from '../test-fixtures.ts';

const PAGE = `/story/${STORY_ID}/format/${FORMAT_ID}`;
const JOB = 'job-1';
type JobAnswer = { job: GenerationJob; artefact?: ReturnType<typeof anArtefact> };

const jobAnswers =
  (...answers: JobAnswer[]) =>
  () => ({
    body: answers.length > 1 ? answers.shift() : answers[0],
  });
const job = (status: GenerationJob['status'], errorMessage?: string): GenerationJob => ({
  jobId: JOB,
  status,
  ...(errorMessage ? { errorMessage } : {}),
});

const startedPage = async (...answers: JobAnswer[]) => {
  const api = withFormatPage({
    'POST /api/artefacts/generate': { status: 202, body: { jobId: JOB } },
    [`GET /api/artefacts/job/${JOB}`]: jobAnswers(...answers),
  });
  await renderApp(PAGE);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: 'Generate' }));
  return { ...api, user };
};

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('format generation page', () => {
  it('shows Back to Story, the format and a Ready to Generate card', async () => {
    withFormatPage();
    await renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Short Story' })).toBeInTheDocument();
    expect(screen.getByText('A short story told from your memories.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Story' })).toHaveAttribute('href', `/story/${STORY_ID}`);
    expect(screen.getByRole('heading', { name: 'Ready to Generate' })).toBeInTheDocument();
  });

  it('generates, polls the job every 2 s while it runs, then shows the result and stops polling', async () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('artefact-generated', listener);
    const { calls } = await startedPage(
      { job: job('pending') },
      { job: job('processing') },
      { job: job('completed'), artefact: anArtefact() },
    );
    const polls = () => calls.filter(({ url }) => url.includes('/api/artefacts/job/')).length;

    expect(calls.find(({ method }) => method === 'POST')?.body).toEqual({
      storyId: STORY_ID,
      formatId: FORMAT_ID,
    });
    expect(await screen.findByText('Waiting for processor')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Generating')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('heading', { level: 3, name: 'Above the bakery' })).toBeInTheDocument();
    expect(screen.getByText('bakery').tagName).toBe('STRONG');
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Again' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Story' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Open the saved copy' })).toHaveAttribute(
      'href',
      '/artefacts/artefact-0001',
    );
    const settled = polls();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toBe(settled);
    expect(events).toEqual([{ storyId: STORY_ID, formatId: FORMAT_ID }]);
    expect(Number(localStorage.getItem(`artefact-generated-${STORY_ID}`))).toBeGreaterThan(0);
    window.removeEventListener('artefact-generated', listener);
  });

  it("shows 'Copied' for 2 seconds after copying the result", async () => {
    const { user } = await startedPage({ job: job('completed'), artefact: anArtefact() });
    const written = stubClipboard();

    await user.click(await screen.findByRole('button', { name: 'Copy' }));

    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(written).toEqual([aVersion().generatedContent]);
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("says 'Failed to copy to clipboard' when the browser refuses", async () => {
    const { user } = await startedPage({ job: job('completed'), artefact: anArtefact() });
    stubClipboard(true);
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy to clipboard');
  });

  it('downloads the result as a text file named from the format name and the date', async () => {
    const downloads = captureDownloads();
    const { user } = await startedPage({ job: job('completed'), artefact: anArtefact() });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    downloads.restore();

    expect(downloads.saved).toHaveLength(1);
    const [file] = downloads.saved;
    expect(file?.name).toBe(downloadName('Short Story', new Date()));
    expect(file?.name).toMatch(/^Short Story-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(file?.blob.type).toBe('text/plain;charset=utf-8');
    expect(await file?.blob.text()).toBe(aVersion().generatedContent);
  });

  it("shows the job's error message with Try Again, which starts a new generation", async () => {
    const { user, calls } = await startedPage({ job: job('failed', 'Walt could not write this piece.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Walt could not write this piece.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(2));
  });

  it("says 'Generation failed' for a failed job without a message", async () => {
    await startedPage({ job: job('failed') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Generation failed');
  });

  it("says 'Failed to start generation' when the generate call is refused", async () => {
    withFormatPage({
      'POST /api/artefacts/generate': {
        status: 409,
        body: { error: 'Add content and context to unlock this section.' },
      },
    });
    await renderApp(PAGE);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(await screen.findByRole('button', { name: 'Generate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to start generation');
    expect(alert).toHaveTextContent('Add content and context to unlock this section.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
