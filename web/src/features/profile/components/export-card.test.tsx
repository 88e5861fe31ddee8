import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProfile, mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const JOB = 'export-job-0000000000001';
const DOWNLOAD = `/api/account/export/${JOB}/download`;

const card = async () =>
  within((await screen.findByRole('heading', { name: 'Download everything' })).closest('section')!);

/** The profile's calls, with the export answering each poll from `states` in turn (the last one repeats). */
const withProfile = (
  states: object[],
  start: { status: number; body: object } = { status: 202, body: { jobId: JOB } },
) => {
  let polls = 0;
  const api = mockApi({
    'GET /api/auth/status': signedInAs(),
    'GET /api/profile': aProfile(),
    'GET /api/account/sessions': { body: [] },
    'POST /api/account/export': start,
    [`GET /api/account/export/${JOB}`]: () => ({ body: states[Math.min(polls++, states.length - 1)] }),
  });
  return { ...api, polls: () => polls };
};

describe('"Download everything" on /profile (issue 26)', () => {
  it('starts the export, shows its progress while it runs, then the download link', async () => {
    const { calls, polls } = withProfile([
      { status: 'pending', progress: 0 },
      { status: 'processing', progress: 40 },
      {
        status: 'completed',
        progress: 100,
        downloadUrl: DOWNLOAD,
        expiresAt: '2026-11-27T10:00:00.000Z',
      },
    ]);
    await renderApp('/profile');
    const section = await card();
    expect(
      section.getByText(
        'Everything you made with Walt in one zip file: stories, keepsakes, transcripts, notes, your memory, email insights and recordings.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Download everything' }));

    expect(await section.findByText('Preparing your download…')).toBeInTheDocument();
    const bar = await section.findByRole('progressbar', { name: '40% ready' }, { timeout: 4_000 });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(section.queryByRole('button', { name: 'Download everything' })).not.toBeInTheDocument();

    const link = await section.findByRole('link', { name: 'Download zip' }, { timeout: 4_000 });
    expect(link).toHaveAttribute('href', DOWNLOAD);
    expect(link).toHaveAttribute('download');
    // The keyboard goes on from the link, not from the top of the page.
    await waitFor(() => expect(link).toHaveFocus());
    expect(section.getByRole('status')).toHaveTextContent(
      'Your download is ready. The link works for 24 hours.',
    );
    expect(section.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/account/export')).toHaveLength(
      1,
    );
    // Polling stops once the zip is ready.
    const seen = polls();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(polls()).toBe(seen);
  });

  it('says when the export failed, and it can be started again', async () => {
    withProfile([
      { status: 'failed', progress: 10, errorMessage: 'Failed to prepare your download. Please try again.' },
    ]);
    await renderApp('/profile');
    const section = await card();

    await userEvent.click(section.getByRole('button', { name: 'Download everything' }));

    expect(await section.findByRole('alert')).toHaveTextContent(
      'Failed to prepare your download. Please try again.',
    );
    expect(section.getByRole('button', { name: 'Download everything' })).toBeEnabled();
    expect(section.queryByRole('link', { name: 'Download zip' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal to start one more today", async () => {
    withProfile([], {
      status: 429,
      body: { error: 'You have started several downloads today. Please try again tomorrow.' },
    });
    await renderApp('/profile');
    const section = await card();

    await userEvent.click(section.getByRole('button', { name: 'Download everything' }));

    await waitFor(() =>
      expect(section.getByRole('alert')).toHaveTextContent(
        'You have started several downloads today. Please try again tomorrow.',
      ),
    );
    expect(section.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
