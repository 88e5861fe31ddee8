import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Story } from '#shared/schemas/story.ts';
import { startEachWithNoDrafts } from '@/test/drafts';
import { mockApi, signedInAs } from '@/test/mock-api';
import { openApp, renderApp } from '@/test/render-app';
import { draftKeys } from '../lib/draft-keys.ts';
import { aStory } from '../test-fixtures.ts';

/** A server holding one story: GET answers its current state, PUT adds an entry, DELETE removes one. */
const withStory = (story: Story = aStory(), extra: Parameters<typeof mockApi>[0] = {}) => {
  let current = story;
  const deletes = Object.fromEntries(
    story.textEntries.map(({ id }) => [
      `DELETE /api/stories/${story.id}/text-entries/${id}`,
      () => {
        current = { ...current, textEntries: current.textEntries.filter((entry) => entry.id !== id) };
        return { status: 204 };
      },
    ]),
  );
  return mockApi({
    ...deletes,
    'GET /api/auth/status': signedInAs(),
    [`GET /api/stories/${story.id}`]: () => ({ body: current }),
    [`PUT /api/stories/${story.id}`]: ({ body }) => {
      const { textEntry } = body as { textEntry: { id: string; content: string } };
      const entry = { ...textEntry, createdAt: '2025-02-05T09:00:00.000Z' };
      current = { ...current, textEntries: [...current.textEntries, entry] };
      return { body: current };
    },
    ...extra,
  });
};

const notes = () =>
  within(screen.getByRole('region', { name: 'Story from 2025-02-01' })).getAllByRole('listitem');

describe('add a note', () => {
  startEachWithNoDrafts();

  it("shows the story's notes oldest first, with their line breaks, date, Edit link and Delete", async () => {
    withStory();
    await renderApp('/type-story/story-0000-halifax?noteStep=step-7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Add a Note' })).toBeInTheDocument();
    expect(document.title).toBe('Add a Note · Walt');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Story from 2025-02-01' }),
    ).toBeInTheDocument();
    const [first, second] = notes();
    expect(first).toHaveTextContent('Note 1');
    expect(first).toHaveTextContent(/2025/);
    const paragraphs = within(first!).getAllByText(/Briggate|Mother sang/);
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'We lived above the bakery on Briggate.\nThe ovens kept us warm.',
      'Mother sang every morning.',
    ]);
    expect(second).toHaveTextContent('Later we moved to Leeds.');
    expect(within(first!).getByRole('link', { name: 'Edit note 1' })).toHaveAttribute(
      'href',
      '/type-story/story-0000-halifax/edit/entry-1-halifax?noteStep=step-7',
    );
    expect(within(second!).getByRole('button', { name: 'Delete note 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Archive' })).toHaveAttribute('href', '/archive');
  });

  it('adds a note with its step, refreshes the list and clears the box and the draft', async () => {
    const { calls } = withStory();
    await renderApp('/type-story/story-0000-halifax?noteStep=step-7');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your note' });

    await user.type(box, 'Father kept pigeons.');
    expect(localStorage.getItem(draftKeys.note('story-0000-halifax'))).toContain('Father kept pigeons.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notes()).toHaveLength(3));
    expect(notes()[2]).toHaveTextContent('Father kept pigeons.');
    expect(box).toHaveValue('');
    expect(screen.getByText('Saved. Your note is safe.')).toBeInTheDocument();
    expect(localStorage.getItem(draftKeys.note('story-0000-halifax'))).toBeNull();
    expect(calls.find(({ method }) => method === 'PUT')?.body).toEqual({
      textEntry: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        content: 'Father kept pigeons.',
        stepId: 'step-7',
      },
    });
  });

  it('refuses an empty note with the spec message', async () => {
    const { calls } = withStory();
    await renderApp('/type-story/story-0000-halifax');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please write something before saving.');
    expect(calls.some(({ method }) => method === 'PUT')).toBe(false);
  });

  it('asks before deleting a note, and deletes it on confirmation', async () => {
    const { calls } = withStory();
    await renderApp('/type-story/story-0000-halifax');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete note 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete note' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this note? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some(({ method }) => method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete note 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete note' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    await waitFor(() => expect(notes()).toHaveLength(1));
    expect(notes()[0]).toHaveTextContent('We lived above the bakery on Briggate.');
    expect(calls.filter(({ method }) => method === 'DELETE').map(({ url }) => url)).toEqual([
      '/api/stories/story-0000-halifax/text-entries/entry-2-bakery',
    ]);
  });

  it('says when a note could not be deleted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withStory(aStory(), {
      'DELETE /api/stories/story-0000-halifax/text-entries/entry-1-halifax': {
        status: 500,
        body: { error: 'Internal server error' },
      },
    });
    await renderApp('/type-story/story-0000-halifax');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete note 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete note' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('Failed to delete text entry')).toBeInTheDocument();
    expect(notes()).toHaveLength(2);
  });

  it('says when the story has no notes yet', async () => {
    withStory(aStory({ textEntries: [] }));
    await renderApp('/type-story/story-0000-halifax');

    expect(
      await screen.findByText('This story has no notes yet. Write the first one below.'),
    ).toBeInTheDocument();
  });

  it('shows the loading state until the story arrives', async () => {
    let answer: () => void = () => {};
    await openApp('/type-story/story-0000-halifax', {
      'GET /api/stories/story-0000-halifax': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: aStory() });
        }),
    });

    expect(await screen.findByText('Loading your story...')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('textbox', { name: 'Your note' })).toBeInTheDocument();
  });
});
