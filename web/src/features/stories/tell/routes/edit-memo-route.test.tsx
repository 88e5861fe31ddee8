import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startEachWithNoDrafts } from '@/test/drafts';
import { mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { draftKeys } from '../lib/draft-keys.ts';
import { aStory } from '../test-fixtures.ts';

const story = aStory();
const memo = story.voiceMemoEntries[0]!;
const editPath = (entryId = memo.id) => `/tell-story/${story.id}/edit/${entryId}`;
type Routes = Parameters<typeof mockApi>[0];

const withStory = (extra: Routes = {}) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    [`GET /api/stories/${story.id}`]: { body: story },
    [`PUT /api/stories/${story.id}/voice-memo-entries/${memo.id}`]: ({ body }) => ({
      body: { ...memo, ...(body as object) },
    }),
    ...extra,
  });

describe('edit a voice memo', () => {
  startEachWithNoDrafts();

  it('plays the kept recording and shows the words, with no recorder', async () => {
    withStory();
    await renderApp(editPath());

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Voice Memo' })).toBeInTheDocument();
    expect(document.title).toBe('Edit Voice Memo · Walt');
    expect(await screen.findByText(memo.content)).toBeInTheDocument();
    expect(document.querySelector('audio')).toHaveAttribute('src', memo.recordingUrl);
    expect(screen.queryByRole('button', { name: 'Start recording' })).toBeNull();
  });

  it('saves the changed words with PUT and goes back to the story', async () => {
    const { calls } = withStory();
    const { router } = await renderApp(editPath());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit text' }));
    const box = screen.getByRole('textbox', { name: 'Your story' });
    await user.clear(box);
    await user.type(box, 'We watched the boats come in at Robin Hood’s Bay.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/story/${story.id}`), { timeout: 3000 });
    expect(calls.find(({ method }) => method === 'PUT')?.body).toEqual({
      content: 'We watched the boats come in at Robin Hood’s Bay.',
    });
    expect(localStorage.getItem(draftKeys.edit(memo.id))).toBeNull();
  });

  it('refuses emptied words with the spec message', async () => {
    const { calls } = withStory();
    await renderApp(editPath());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit text' }));
    await user.clear(screen.getByRole('textbox', { name: 'Your story' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please record or write something before saving.',
    );
    expect(calls.some(({ method }) => method === 'PUT')).toBe(false);
  });

  it('says Voice memo entry not found for a memo the story does not hold', async () => {
    withStory();
    await renderApp(editPath('memo-unknown'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Voice memo entry not found');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("shows the server's message when the memo went away meanwhile, and keeps the words", async () => {
    withStory({
      [`PUT /api/stories/${story.id}/voice-memo-entries/${memo.id}`]: {
        status: 404,
        body: { error: 'Voice memo entry not found' },
      },
    });
    const { router } = await renderApp(editPath());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Voice memo entry not found');
    expect(screen.getByText(memo.content)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(editPath());
  });

  it('says the save failed on a server error', async () => {
    withStory({
      [`PUT /api/stories/${story.id}/voice-memo-entries/${memo.id}`]: { status: 500, text: '' },
    });
    await renderApp(editPath());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save story. Please try again.');
  });

  it('brings back unsaved changes instead of the saved words', async () => {
    localStorage.setItem(
      draftKeys.edit(memo.id),
      JSON.stringify({ text: 'The boats, and the gulls.', entryId: 'x' }),
    );
    withStory();
    await renderApp(editPath());

    expect(await screen.findByText('The boats, and the gulls.')).toBeInTheDocument();
    expect(screen.getByText('We kept the words you had not saved yet.')).toBeInTheDocument();
  });
});
