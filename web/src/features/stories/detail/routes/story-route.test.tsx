import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aJourney, aJourneyStory, STORY_ID, withStoryPage } from '../test-fixtures.ts';

const stepItem = (id: string) => screen.getByTestId(`step-${id}`);
const AT = '2025-02-02T09:00:00.000Z';

describe('story page: journey progress', () => {
  it('unlocks the first step, locks the rest, and offers the interview with the story', async () => {
    withStoryPage();
    await renderApp(`/story/${STORY_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'New Family Recipes' })).toBeInTheDocument();
    const talk = stepItem('step-talk');
    expect(talk).toHaveAttribute('data-state', 'unlocked');
    expect(within(talk).getByRole('link', { name: 'Talk with Walt' })).toHaveAttribute(
      'href',
      `/app/chat/path/path-kitchen?storyId=${STORY_ID}`,
    );
    for (const id of ['step-notes', 'step-research', 'step-format']) {
      expect(stepItem(id)).toHaveAttribute('data-state', 'locked');
      expect(stepItem(id)).toHaveTextContent('Complete previous steps to unlock');
    }
    expect(screen.queryByText('Add Your Own Notes')).not.toBeInTheDocument();
  });

  it('completes a step with its completion time, and the next step unlocks', async () => {
    let completed: { stepId: string; metadata: { completedAt: string } }[] = [];
    const { calls } = withStoryPage(aJourneyStory(), {
      [`GET /api/stories/${STORY_ID}/step-completions`]: () => ({ body: completed }),
      [`POST /api/stories/${STORY_ID}/steps/step-talk/complete`]: ({ body }) => {
        const { metadata } = body as { metadata: { completedAt: string } };
        completed = [{ stepId: 'step-talk', metadata }];
        return { body: completed[0] };
      },
    });
    await renderApp(`/story/${STORY_ID}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark as complete: Talk about the kitchen' }));

    await waitFor(() => expect(stepItem('step-notes')).toHaveAttribute('data-state', 'unlocked'));
    expect(stepItem('step-talk')).toHaveAttribute('data-state', 'completed');
    const post = calls.find(({ method }) => method === 'POST')?.body as { metadata: { completedAt: string } };
    expect(Date.parse(post.metadata.completedAt)).not.toBeNaN();
    const notes = stepItem('step-notes');
    expect(within(notes).getByRole('link', { name: 'Type a note' })).toHaveAttribute(
      'href',
      `/type-story/${STORY_ID}?noteStep=step-notes`,
    );
    expect(within(notes).getByRole('link', { name: 'Speak a note' })).toHaveAttribute(
      'href',
      `/tell-story?storyId=${STORY_ID}&noteStep=step-notes`,
    );
  });

  it('shows the server refusal of a step as "Failed to complete step"', async () => {
    withStoryPage(aJourneyStory(), {
      [`POST /api/stories/${STORY_ID}/steps/step-talk/complete`]: {
        status: 409,
        body: { error: 'Complete previous steps to unlock' },
      },
    });
    await renderApp(`/story/${STORY_ID}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark as complete: Talk about the kitchen' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to complete step: Complete previous steps to unlock',
    );
  });

  it('says an interview step without a path is not properly configured', async () => {
    const journey = aJourney();
    journey.steps[0] = { ...journey.steps[0]!, stepConfig: {} };
    withStoryPage(aJourneyStory({ journey }));
    await renderApp(`/story/${STORY_ID}`);
    expect(await screen.findByText('This interview step is not properly configured')).toBeInTheDocument();
  });

  it('shows the card to add your own notes when every step is completed', async () => {
    const completions = ['step-talk', 'step-notes', 'step-research', 'step-format'].map((stepId) => ({
      stepId,
      metadata: { completedAt: '2025-02-02T09:00:00.000Z' },
    }));
    withStoryPage(aJourneyStory(), {
      [`GET /api/stories/${STORY_ID}/step-completions`]: { body: completions },
    });
    await renderApp(`/story/${STORY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Add Your Own Notes' })).toBeInTheDocument();
  });

  it('follows a legacy path journey through the story path completions', async () => {
    const journey = aJourney({
      steps: [],
      paths: [
        { pathId: 'p1', order: 0, path: { id: 'p1', name: 'childhood', displayName: 'Childhood' } },
        { pathId: 'p2', order: 1, path: { id: 'p2', name: 'Working life' } },
        { pathId: 'p3', order: 2, path: { id: 'p3', name: 'Later years' } },
      ],
    });
    withStoryPage(aJourneyStory({ journey, storyPathCompletions: [{ pathId: 'p1' }] }));
    await renderApp(`/story/${STORY_ID}`);
    await waitFor(() => expect(stepItem('p1')).toHaveAttribute('data-state', 'completed'));
    expect(stepItem('p1')).toHaveTextContent('Childhood');
    expect(stepItem('p2')).toHaveAttribute('data-state', 'unlocked');
    expect(within(stepItem('p2')).getByRole('link', { name: 'Talk with Walt' })).toHaveAttribute(
      'href',
      `/app/chat/path/p2?storyId=${STORY_ID}`,
    );
    expect(stepItem('p3')).toHaveAttribute('data-state', 'locked');
  });
});

describe('story page: formats', () => {
  it('stays locked until the story has a text, voice memo or transcript entry', async () => {
    withStoryPage();
    await renderApp(`/story/${STORY_ID}`);
    const formats = await screen.findByTestId('formats');
    expect(formats).toHaveTextContent('Add content and context to unlock this section.');
    await userEvent.click(within(formats).getByRole('button', { name: 'Add content first' }));
    expect(screen.getByRole('tab', { name: 'Your Notes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('unlocks with one entry', async () => {
    withStoryPage(
      aJourneyStory({
        voiceMemoEntries: [{ id: 'memo-1', content: 'Hello', createdAt: '2025-02-02T09:00:00.000Z' }],
      }),
    );
    await renderApp(`/story/${STORY_ID}`);
    const formats = await screen.findByTestId('formats');
    expect(formats).not.toHaveTextContent('Add content and context to unlock this section.');
    expect(within(formats).queryByRole('button', { name: 'Add content first' })).not.toBeInTheDocument();
  });
});

describe('story page: formats and artefacts', () => {
  afterEach(() => vi.useRealTimers());

  const withMaterial = () =>
    aJourneyStory({ textEntries: [{ id: 'text-1', content: 'We lived above the bakery.', createdAt: AT }] });
  const artefact = {
    id: 'artefact-1',
    name: 'The Bakery Years',
    status: 'completed',
    createdAt: AT,
    updatedAt: AT,
    story: { id: STORY_ID, title: 'New Family Recipes' },
    format: { id: 'format-short-story', name: 'Short Story', icon: 'book' },
    versions: [],
    _count: { versions: 2 },
  };
  const pendingJob = (status: 'pending' | 'processing') => ({
    id: 'job-1',
    status,
    format: { id: 'format-postcard', name: 'Postcard' },
    story: { id: STORY_ID, title: 'New Family Recipes' },
    createdAt: AT,
  });

  it('lists the story’s formats, each opening its generation page, and what has been generated', async () => {
    withStoryPage(withMaterial(), {
      [`GET /api/artefacts/story/${STORY_ID}/formats`]: {
        body: [
          {
            id: 'format-short-story',
            name: 'Short Story',
            description: 'A short story.',
            icon: 'book',
            contentScope: 'current',
            createdAt: AT,
          },
        ],
      },
      [`GET /api/artefacts/story/${STORY_ID}`]: { body: { artefacts: [artefact], pendingJobs: [] } },
    });
    await renderApp(`/story/${STORY_ID}`);

    const formats = await screen.findByTestId('formats');
    expect(await within(formats).findByRole('link', { name: /Short Story A short story\./ })).toHaveAttribute(
      'href',
      `/story/${STORY_ID}/format/format-short-story`,
    );
    const made = await within(formats).findByRole('link', { name: /The Bakery Years/ });
    expect(made).toHaveAttribute('href', '/artefacts/artefact-1');
    expect(made).toHaveTextContent('2 versions');
  });

  it('shows every page of the artefacts, following the next-page cursor the server sends (issue 24)', async () => {
    const second = { ...artefact, id: 'artefact-2', name: 'The Harbour Years' };
    const { calls } = withStoryPage(withMaterial(), {
      [`GET /api/artefacts/story/${STORY_ID}/formats`]: { body: [] },
      [`GET /api/artefacts/story/${STORY_ID}`]: ({ url }) =>
        url.includes('cursor=page-2')
          ? { body: { artefacts: [second], pendingJobs: [] } }
          : { body: { artefacts: [artefact], pendingJobs: [] }, headers: { 'X-Next-Cursor': 'page-2' } },
    });
    await renderApp(`/story/${STORY_ID}`);

    const formats = await screen.findByTestId('formats');
    expect(await within(formats).findByRole('link', { name: /The Harbour Years/ })).toHaveAttribute(
      'href',
      '/artefacts/artefact-2',
    );
    expect(within(formats).getByRole('link', { name: /The Bakery Years/ })).toBeInTheDocument();
    expect(
      calls.filter(({ url }) => url.startsWith(`/api/artefacts/story/${STORY_ID}?`)).map(({ url }) => url),
    ).toEqual([`/api/artefacts/story/${STORY_ID}?cursor=page-2`]);
  });

  it('polls every 5 s while a generation is pending or processing, and stops when none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      { artefacts: [], pendingJobs: [pendingJob('pending')] },
      { artefacts: [], pendingJobs: [pendingJob('processing')] },
      { artefacts: [artefact], pendingJobs: [] },
    ];
    const { calls } = withStoryPage(withMaterial(), {
      [`GET /api/artefacts/story/${STORY_ID}`]: () => ({
        body: answers.length > 1 ? answers.shift() : answers[0],
      }),
    });
    const polls = () => calls.filter(({ url }) => url === `/api/artefacts/story/${STORY_ID}`).length;
    await renderApp(`/story/${STORY_ID}`);

    expect(await screen.findByText('Waiting for processor')).toBeInTheDocument();
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('Generating')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('link', { name: /The Bakery Years/ })).toBeInTheDocument();
    expect(polls()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(polls()).toBe(3);
  });

  it('reads the artefacts again 1 second after an artefact-generated event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = withStoryPage(withMaterial());
    const polls = () => calls.filter(({ url }) => url === `/api/artefacts/story/${STORY_ID}`).length;
    await renderApp(`/story/${STORY_ID}`);
    await screen.findByText('Nothing generated yet. Choose a format above to begin.');
    const before = polls();

    act(() => {
      window.dispatchEvent(
        new CustomEvent('artefact-generated', { detail: { storyId: STORY_ID, formatId: 'f' } }),
      );
    });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(polls()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(polls()).toBe(before + 1));
  });
});

describe('story page: load errors (part B §8)', () => {
  it.each([
    [404, 'Story not found. This story may have been deleted or you may not have permission to view it.'],
    [403, 'You do not have permission to view this story.'],
    [400, 'Error loading story: Database on fire'],
  ])('sends the narrator home with the text for %i', async (status, text) => {
    withStoryPage(aJourneyStory(), {
      [`GET /api/stories/${STORY_ID}`]: { status, body: { error: 'Database on fire' } },
    });
    const { router } = await renderApp(`/story/${STORY_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
