import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aJourneyStory, STORY_ID, withStoryPage } from '../test-fixtures.ts';

const at = '2025-03-01T09:00:00.000Z';
const ruthsMemory = {
  id: 'contribution-1',
  storyId: STORY_ID,
  kind: 'text',
  content: 'I remember the donkeys on the beach.',
  author: { name: 'Ruth', relationship: 'daughter' },
  status: 'pending',
  createdAt: at,
};

describe('story page: the family circle (issue 25)', () => {
  it('"Share with my family circle" is off by default and shares the story when turned on', async () => {
    let story = aJourneyStory();
    const { calls } = withStoryPage(story, {
      [`GET /api/stories/${STORY_ID}`]: () => ({ body: story }),
      [`PUT /api/stories/${STORY_ID}/sharing`]: () => {
        story = { ...story, shared: true };
        return { body: { id: STORY_ID, shared: true } };
      },
    });
    await renderApp(`/story/${STORY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New Family Recipes' })).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Share with my family circle' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/stories/${STORY_ID}/sharing`);
    expect(put?.body).toEqual({ shared: true });
  });

  it('lists the story\'s waiting memories; "Add to my story" makes one an entry, shown as added by its author', async () => {
    let story = aJourneyStory({ shared: true });
    let contributions = [ruthsMemory];
    const { calls } = withStoryPage(story, {
      [`GET /api/stories/${STORY_ID}`]: () => ({ body: story }),
      [`GET /api/stories/${STORY_ID}/contributions`]: () => ({ body: { contributions } }),
      [`POST /api/stories/${STORY_ID}/contributions/contribution-1/accept`]: () => {
        const entry = {
          id: 'entry-ruth',
          content: ruthsMemory.content,
          createdAt: at,
          addedBy: { name: 'Ruth', relationship: 'daughter' },
        };
        story = { ...story, textEntries: [entry] };
        contributions = [{ ...ruthsMemory, status: 'accepted' }];
        return { body: { contribution: contributions[0], entry } };
      },
    });
    await renderApp(`/story/${STORY_ID}?tab=yourNotes`);
    expect(await screen.findByRole('switch', { name: 'Share with my family circle' })).toBeChecked();
    const family = within(screen.getByRole('region', { name: 'Your family circle' }));
    expect(
      await family.findByRole('heading', { name: 'Ruth (daughter) added a memory' }),
    ).toBeInTheDocument();
    await userEvent.click(family.getByRole('button', { name: /^Add to my story/ }));
    await waitFor(() =>
      expect(
        family.queryByRole('heading', { name: 'Ruth (daughter) added a memory' }),
      ).not.toBeInTheDocument(),
    );
    expect(calls.some((call) => call.url.endsWith('/contribution-1/accept'))).toBe(true);
    expect(await screen.findByText('Added by Ruth, daughter')).toBeInTheDocument();
  });
});
