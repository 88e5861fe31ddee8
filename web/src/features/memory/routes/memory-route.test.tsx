import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openApp } from '@/test/render-app';
import { aMemory, CONVERSATION_ID, EMPTY_MEMORY, openMemory, STORY_ID } from '../test-fixtures.ts';

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('"Your life so far"', () => {
  it('shows "Loading..." until the memory arrives, then its four sections', async () => {
    let answer: () => void = () => {};
    await openApp('/app/memory', {
      'GET /api/memory': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: aMemory() });
        }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your life so far' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading what Walt has learned...');
    answer();
    for (const name of ['Timeline', 'Not yet dated', 'Which is right?', 'Walt will ask next'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(document.title).toBe('Your life so far · Walt');
    expect(screen.getByText('Walt calls you Peggy.')).toBeInTheDocument();
  });

  it('lays the timeline out by year, an approximate year as "around 1970", and hides superseded facts', async () => {
    await openMemory(aMemory());

    const timeline = await section('Timeline');
    const years = (await timeline.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(years).toEqual(['1961', '1962', 'around 1970']);
    expect(timeline.getByText('Moved to Filey')).toBeInTheDocument();
    expect(timeline.getAllByText('Married Tom Hollins')).toHaveLength(2);

    const undated = await section('Not yet dated');
    expect(undated.getByText('Moved to Scarborough')).toBeInTheDocument();
    expect(screen.queryByText('Married Tom')).not.toBeInTheDocument();
  });

  it('leads "Where this came from" to the conversation a message was said in, or to the story', async () => {
    await openMemory(aMemory());

    const timeline = await section('Timeline');
    const links = await timeline.findAllByRole('link', { name: 'Where this came from' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/conversations/${CONVERSATION_ID}`,
      `/story/${STORY_ID}`,
      `/story/${STORY_ID}`,
    ]);
    expect(links[0]).toHaveAccessibleDescription('“I married Tom Hollins in 1961.”');
    expect(timeline.getByText('“We moved to Filey around 1970.”')).toBeInTheDocument();
  });

  it('shows only open conflicts, each value with its excerpt, and what Walt will ask next', async () => {
    await openMemory(aMemory());

    const conflicts = await section('Which is right?');
    expect(
      await conflicts.findByRole('heading', { level: 3, name: 'Your marriage to Tom Hollins' }),
    ).toBeVisible();
    expect(conflicts.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    const right = conflicts.getAllByRole('button', { name: 'This one is right' });
    expect(right).toHaveLength(2);
    expect(right[0]).toHaveAccessibleDescription('1961');
    expect(right[1]).toHaveAccessibleDescription('1962');
    expect(conflicts.getByText('“Tom and I married in 1962.”')).toBeInTheDocument();
    expect(conflicts.getByRole('button', { name: 'Neither — let me type it' })).toBeInTheDocument();

    const next = await section('Walt will ask next');
    expect(next.getByText("What was your older brother's name?")).toBeInTheDocument();
    expect(next.getByText('When did you move to Scarborough?')).toBeInTheDocument();
  });

  it('says so when Walt has learned nothing yet', async () => {
    await openMemory(EMPTY_MEMORY);

    expect(
      await screen.findByText(
        "Walt hasn't learned anything yet. Talk to Walt or write a story, and what you share will appear here.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Timeline' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Type a story' })).toHaveAttribute('href', '/type-story');
  });

  it('says the memory could not be loaded, and Try Again reads it again', async () => {
    let failing = true;
    const { calls } = await openApp('/app/memory', {
      'GET /api/memory': () =>
        failing ? { status: 403, body: { error: 'Forbidden' } } : { body: aMemory() },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('What Walt has learned could not be loaded.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Timeline' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/memory')).toHaveLength(2);
  });

  it('lets the keyboard reach every control, with a name, in reading order', async () => {
    await openMemory(aMemory());
    await screen.findByRole('heading', { level: 2, name: 'Timeline' });

    const firstEdit = screen.getAllByRole('button', { name: 'Edit' })[0];
    for (let step = 0; step < 40 && document.activeElement !== firstEdit; step += 1) await userEvent.tab();
    expect(firstEdit).toHaveFocus();
    expect(firstEdit).toHaveAccessibleDescription('Married Tom Hollins');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /Who, what or where/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Year/ })).toHaveValue('1961');
  });
});
