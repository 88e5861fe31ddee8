import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aJourneyStory, aReport, STORY_ID, withStoryPage } from '../test-fixtures.ts';

describe('story page: research', () => {
  afterEach(() => vi.useRealTimers());

  it('polls every 5 s while a report is pending or processing, and stops when none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = [[aReport({ status: 'processing', content: undefined })], [aReport()]];
    const { calls } = withStoryPage(aJourneyStory(), {
      'GET /api/research': () => ({ body: answers.length > 1 ? answers.shift() : answers[0] }),
    });
    const researchCalls = () => calls.filter(({ url }) => url.startsWith('/api/research')).length;
    await renderApp(`/story/${STORY_ID}?tab=research`);

    expect(await screen.findByText('Researching')).toBeInTheDocument();
    expect(researchCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const report = await screen.findByRole('link', { name: /Bakeries of Halifax/ });
    expect(report).toHaveAttribute('href', `/story/${STORY_ID}/research/report-1`);
    expect(report).toHaveTextContent('Bakeries Halifax had many bakeries.');
    expect(researchCalls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(researchCalls()).toBe(2);
    answers = [];
  });

  it('refuses research without transcripts with the spec text, before calling the server', async () => {
    const { calls } = withStoryPage();
    await renderApp(`/story/${STORY_ID}?tab=research`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start research' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No transcripts available to research. Please complete some interview steps first.',
    );
    expect(calls.some(({ url }) => url.endsWith('/research') && url.includes('/api/stories/'))).toBe(false);
  });

  it('shows a failed report with its error and a retry that only says it is coming soon', async () => {
    withStoryPage(aJourneyStory(), {
      'GET /api/research': {
        body: [aReport({ status: 'failed', errorMessage: 'The AI service is unavailable' })],
      },
    });
    await renderApp(`/story/${STORY_ID}?tab=research`);
    expect(await screen.findByText('The AI service is unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Retrying research is coming soon.')).toBeInTheDocument();
  });

  it('asks before deleting a report and shows the failure alert', async () => {
    withStoryPage(aJourneyStory(), {
      'GET /api/research': { body: [aReport()] },
      'DELETE /api/research/report-1': { status: 500, body: { error: 'No' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp(`/story/${STORY_ID}?tab=research`);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Delete research report: Bakeries of Halifax' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete research report' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this research report? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete research report. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('story page: delete story', () => {
  it('warns that everything goes, then deletes and returns to the dashboard', async () => {
    const { calls } = withStoryPage(aJourneyStory(), {
      [`DELETE /api/stories/${STORY_ID}`]: { status: 204 },
    });
    const { router } = await renderApp(`/story/${STORY_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete story' });
    expect(dialog).toHaveTextContent(/content, transcripts and formats/);
    expect(dialog).toHaveTextContent(/This action cannot be undone\./);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(calls.some(({ method }) => method === 'DELETE')).toBe(true);
  });
});

describe('story page: refresh (part B §4)', () => {
  it('reads the story again on path-completed, and the artefacts a second after artefact-generated', async () => {
    const { calls } = withStoryPage();
    await renderApp(`/story/${STORY_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'New Family Recipes' });
    const storyReads = () => calls.filter(({ url }) => url === `/api/stories/${STORY_ID}`).length;
    const before = storyReads();

    act(() => void window.dispatchEvent(new CustomEvent('path-completed')));
    await waitFor(() => expect(storyReads()).toBe(before + 1));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => void window.dispatchEvent(new CustomEvent('artefact-generated')));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(storyReads()).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(storyReads()).toBe(before + 2));
    vi.useRealTimers();
  });
});

describe('story page: starting research (part B §7)', () => {
  const withTranscripts = aJourneyStory({
    transcriptEntries: [
      {
        id: 'entry-old',
        conversationId: 'conv-old',
        createdAt: '2025-02-01T09:00:00.000Z',
        transcript: [
          { role: 'assistant', content: 'Where did you grow up?' },
          { role: 'user', content: 'In Halifax,\nabove a bakery.' },
        ],
      },
      {
        id: 'entry-new',
        conversationId: 'conv-new',
        createdAt: '2025-02-03T09:00:00.000Z',
        transcript: [{ role: 'user', content: 'My father kept pigeons.' }],
      },
    ],
  });

  it('sends the transcripts to POST /api/ai/analyze-for-research with the conversation and the story', async () => {
    const { calls } = withStoryPage(withTranscripts, {
      'POST /api/ai/analyze-for-research': { body: { jobsCreated: 2, topics: ['Halifax', 'Pigeons'] } },
    });
    await renderApp(`/story/${STORY_ID}?tab=research`);
    await userEvent.click(
      await within(await screen.findByRole('tabpanel')).findByRole('button', { name: 'Start research' }),
    );

    expect(await screen.findByText('Walt is researching 2 topics.')).toBeInTheDocument();
    const sent = calls.filter(({ method, url }) => method === 'POST' && url.includes('research'));
    expect(sent.map(({ url }) => url)).toEqual(['/api/ai/analyze-for-research']);
    expect(sent[0]?.body).toEqual({
      transcriptText:
        'user: My father kept pigeons.\nassistant: Where did you grow up?\nuser: In Halifax, above a bakery.',
      conversationId: 'conv-new',
      storyId: STORY_ID,
    });
  });

  it('reads the transcript entries past the first page before it researches them (issue 24)', async () => {
    const [older, newer] = withTranscripts.transcriptEntries;
    const { calls } = withStoryPage(withTranscripts, {
      [`GET /api/stories/${STORY_ID}`]: {
        body: { ...withTranscripts, transcriptEntries: [older] },
        headers: { 'X-Next-Cursor': 'entries-2' },
      },
      [`GET /api/stories/${STORY_ID}/transcript-entries`]: { body: [newer] },
      'POST /api/ai/analyze-for-research': { body: { jobsCreated: 1, topics: ['Pigeons'] } },
    });
    await renderApp(`/story/${STORY_ID}?tab=research`);
    await userEvent.click(
      await within(await screen.findByRole('tabpanel')).findByRole('button', { name: 'Start research' }),
    );

    expect(await screen.findByText('Walt is researching 1 topic.')).toBeInTheDocument();
    expect(calls.filter(({ url }) => url.includes('/transcript-entries')).map(({ url }) => url)).toEqual([
      `/api/stories/${STORY_ID}/transcript-entries?cursor=entries-2`,
    ]);
    expect(calls.find(({ url }) => url === '/api/ai/analyze-for-research')?.body).toMatchObject({
      conversationId: 'conv-new',
    });
  });

  it('says no topics were found when the analysis finds none', async () => {
    withStoryPage(withTranscripts, {
      'POST /api/ai/analyze-for-research': { body: { jobsCreated: 0, topics: [] } },
    });
    await renderApp(`/story/${STORY_ID}?tab=research`);
    await userEvent.click(
      await within(await screen.findByRole('tabpanel')).findByRole('button', { name: 'Start research' }),
    );

    expect(await screen.findByText('No research topics found in the transcripts.')).toBeInTheDocument();
  });
});
