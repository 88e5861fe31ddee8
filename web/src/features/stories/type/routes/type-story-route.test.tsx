import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startEachWithNoDrafts } from '@/test/drafts';
import { mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { draftKeys } from '../lib/draft-keys.ts';
import { aStory } from '../test-fixtures.ts';

const created = aStory({ id: 'story-0000-new', textEntries: [] });

const withApi = (postAnswer: Parameters<typeof mockApi>[0][string] = { status: 201, body: created }) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'POST /api/stories': postAnswer,
    [`GET /api/stories/${created.id}`]: {
      body: {
        ...created,
        textEntries: [{ id: 'e1', content: 'I was born in Dundee.', createdAt: created.createdAt }],
      },
    },
  });

const storyBox = () => screen.findByRole('textbox', { name: 'Your story' });

describe('type a story', () => {
  startEachWithNoDrafts();

  it('refuses empty or blank text with the spec message and sends nothing', async () => {
    const { calls } = withApi();
    await renderApp('/type-story');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Type a Story' })).toBeInTheDocument();
    expect(document.title).toBe('Type a Story · Walt');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write something before saving.');
    await user.type(await storyBox(), '   {Enter}  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please write something before saving.');
    expect(calls.filter(({ url }) => url.startsWith('/api/stories'))).toEqual([]);
  });

  it('saves the story with its first note, then opens it with a confirmation and forgets the draft', async () => {
    const { calls } = withApi();
    const { router } = await renderApp('/type-story?noteStep=step-7');
    const user = userEvent.setup();

    await user.type(await storyBox(), 'I was born in Dundee.');
    expect(JSON.parse(localStorage.getItem(draftKeys.newStory) ?? '{}')).toMatchObject({
      text: 'I was born in Dundee.',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/type-story/${created.id}`));
    expect(router.state.location.search).toBe('?noteStep=step-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a Note' })).toBeInTheDocument();
    expect(await screen.findByText('Saved. Your story is safe.')).toBeInTheDocument();
    expect(screen.getByText('I was born in Dundee.')).toBeInTheDocument();
    const post = calls.find(({ method }) => method === 'POST');
    expect(post?.body).toEqual({
      content: 'I was born in Dundee.',
      textEntry: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        content: 'I was born in Dundee.',
        stepId: 'step-7',
      },
    });
    expect(post?.body).not.toHaveProperty('title');
    expect(localStorage.getItem(draftKeys.newStory)).toBeNull();
  });

  it('restores an unsaved draft and saves it under the id it was given', async () => {
    localStorage.setItem(
      draftKeys.newStory,
      JSON.stringify({ text: 'Half a memory of the sea', entryId: '0b5e9a52-4d1c-4a5e-9d7e-3f1f0e2a1c11' }),
    );
    const { calls } = withApi();
    await renderApp('/type-story');
    const user = userEvent.setup();

    expect(await storyBox()).toHaveValue('Half a memory of the sea');
    expect(screen.getByText('We kept the words you had not saved yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'Add a Note' });
    expect(calls.find(({ method }) => method === 'POST')?.body).toMatchObject({
      textEntry: { id: '0b5e9a52-4d1c-4a5e-9d7e-3f1f0e2a1c11', content: 'Half a memory of the sea' },
    });
  });

  it("keeps the text and the draft when the save fails, and shows the server's message", async () => {
    withApi({ status: 400, body: { error: 'Story content is too long' } });
    const { router } = await renderApp('/type-story');
    const user = userEvent.setup();

    await user.type(await storyBox(), 'Every word matters.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Story content is too long');
    expect(await storyBox()).toHaveValue('Every word matters.');
    expect(router.state.location.pathname).toBe('/type-story');
    expect(JSON.parse(localStorage.getItem(draftKeys.newStory) ?? '{}')).toMatchObject({
      text: 'Every word matters.',
    });
  });
});
