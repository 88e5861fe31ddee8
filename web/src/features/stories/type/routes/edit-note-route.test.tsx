import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startEachWithNoDrafts } from '@/test/drafts';
import { mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { draftKeys } from '../lib/draft-keys.ts';
import { aStory } from '../test-fixtures.ts';

const editPath = (entryId: string) => `/type-story/story-0000-halifax/edit/${entryId}`;

const withStory = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'GET /api/stories/story-0000-halifax': { body: aStory() },
    ...extra,
  });

describe('edit a note', () => {
  startEachWithNoDrafts();

  it('shows Text entry not found for an entry the story does not have', async () => {
    withStory();
    await renderApp(editPath('no-such-entry'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Note' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Text entry not found');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the story' })).toHaveAttribute(
      'href',
      '/type-story/story-0000-halifax',
    );
  });

  it('opens with the text of the note, saves the change and goes back to the story', async () => {
    const { calls } = withStory({
      'PUT /api/stories/story-0000-halifax/text-entries/entry-2-bakery': {
        body: {
          id: 'entry-2-bakery',
          content: 'Later we moved to York.',
          createdAt: '2025-02-03T09:00:00.000Z',
        },
      },
    });
    const { router } = await renderApp(`${editPath('entry-2-bakery')}?noteStep=step-7`);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your note' });
    expect(document.title).toBe('Edit Note · Walt');
    expect(box).toHaveValue('Later we moved to Leeds.');

    await user.clear(box);
    await user.type(box, 'Later we moved to York.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/type-story/story-0000-halifax'));
    expect(router.state.location.search).toBe('?noteStep=step-7');
    expect(calls.find(({ method }) => method === 'PUT')?.body).toEqual({
      content: 'Later we moved to York.',
    });
    expect(localStorage.getItem(draftKeys.edit('entry-2-bakery'))).toBeNull();
  });

  it('brings back unsaved changes instead of the saved text', async () => {
    localStorage.setItem(
      draftKeys.edit('entry-2-bakery'),
      JSON.stringify({ text: 'Later we moved to Leeds, then Hull.', entryId: 'x' }),
    );
    withStory();
    await renderApp(editPath('entry-2-bakery'));

    expect(await screen.findByRole('textbox', { name: 'Your note' })).toHaveValue(
      'Later we moved to Leeds, then Hull.',
    );
    expect(screen.getByText('We kept the words you had not saved yet.')).toBeInTheDocument();
  });

  it('refuses to save an emptied note, and Cancel goes back without saving', async () => {
    const { calls } = withStory();
    const { router } = await renderApp(editPath('entry-2-bakery'));
    const user = userEvent.setup();

    await user.clear(await screen.findByRole('textbox', { name: 'Your note' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write something before saving.');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/type-story/story-0000-halifax'));
    expect(calls.some(({ method }) => method === 'PUT')).toBe(false);
    expect(localStorage.getItem(draftKeys.edit('entry-2-bakery'))).toBeNull();
  });

  it("keeps the change and shows the server's message when the save fails", async () => {
    withStory({
      'PUT /api/stories/story-0000-halifax/text-entries/entry-2-bakery': {
        status: 404,
        body: { error: 'Text entry not found' },
      },
    });
    await renderApp(editPath('entry-2-bakery'));
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your note' });

    await user.type(box, ' And then Whitby.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Text entry not found');
    expect(box).toHaveValue('Later we moved to Leeds. And then Whitby.');
  });
});
