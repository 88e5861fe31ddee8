import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { openApp } from '@/test/render-app';
import { aSharedStory, installFakeMicrophone, STORY_ID, signedInAsRuth } from '../test-fixtures.ts';

const storyPath = `/api/family/stories/${STORY_ID}`;
const contributionsPath = `POST /api/family/stories/${STORY_ID}/contributions`;
const created = { status: 201, body: { contribution: { id: 'c-1' } } };

describe('/shared/stories/{id}, a shared story', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('shows the title, whose story it is, the entries with recordings and who added them, and the keepsakes', async () => {
    await openApp(`/shared/stories/${STORY_ID}`, {
      'GET /api/auth/status': signedInAsRuth(),
      [`GET ${storyPath}`]: { body: aSharedStory() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summers in Filey' })).toBeInTheDocument();
    expect(screen.getByText("Ada's story")).toBeInTheDocument();
    const entries = within(screen.getByRole('region', { name: 'The story' }));
    const items = entries.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('We went to Filey every August.'),
      expect.stringContaining('The boarding house smelled of kippers.'),
      expect.stringContaining('Mum always lost her sunhat.'),
    ]);
    expect(items[1]?.querySelector('audio')).toHaveAttribute('src', 'https://media.example/recording-2.webm');
    expect(entries.getByText('Added by Ruth, daughter')).toBeInTheDocument();

    const keepsakes = within(screen.getByRole('region', { name: 'Keepsakes' }));
    expect(keepsakes.getByRole('heading', { level: 3, name: 'A Filey Summer' })).toBeInTheDocument();
    expect(keepsakes.getByText('sea').tagName).toBe('STRONG');
    // A link in the keepsake is shown, not followed.
    expect(keepsakes.queryByRole('link')).not.toBeInTheDocument();
    expect(keepsakes.getByText(/A link/)).toHaveTextContent('A link (https://example.com)');
    expect(keepsakes.getByRole('button', { name: 'Download PDF: A Filey Summer' })).toBeInTheDocument();
  });

  it('a contributor types a memory and sends it; the narrator will see it', async () => {
    const { calls } = await openApp(`/shared/stories/${STORY_ID}`, {
      'GET /api/auth/status': signedInAsRuth(),
      [`GET ${storyPath}`]: { body: aSharedStory() },
      [contributionsPath]: created,
    });
    const form = within(await screen.findByRole('region', { name: 'Add a memory' }));
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Send my memory' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please write or record your memory first.');
    await user.type(
      form.getByRole('textbox', { name: 'Your memory' }),
      '  The donkeys were called Bill and Ben. ',
    );
    await user.click(form.getByRole('button', { name: 'Send my memory' }));
    expect(await form.findByText('Thank you — Ada will see your memory.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/api/family/stories/${STORY_ID}/contributions`);
    expect(post?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      content: 'The donkeys were called Bill and Ben.',
    });
    await user.click(form.getByRole('button', { name: 'Add another memory' }));
    expect(form.getByRole('textbox', { name: 'Your memory' })).toHaveValue('');
  });

  it('a contributor speaks a memory with the recorder; its words and recording go with it', async () => {
    uninstall = installFakeMicrophone();
    const { calls } = await openApp(`/shared/stories/${STORY_ID}`, {
      'GET /api/auth/status': signedInAsRuth(),
      [`GET ${storyPath}`]: { body: aSharedStory() },
      'POST /api/stories/transcribe': {
        body: { transcript: 'We built sandcastles.', recordingId: 'rec-9' },
      },
      [contributionsPath]: created,
    });
    const form = within(await screen.findByRole('region', { name: 'Add a memory' }));
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Start recording' }));
    await user.click(await form.findByRole('button', { name: 'Stop recording' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Your memory' })).toHaveValue('We built sandcastles.'),
    );
    expect(form.getByLabelText('Play your recording')).toHaveAttribute(
      'src',
      'blob:http://localhost/memory-1',
    );
    await user.click(form.getByRole('button', { name: 'Send my memory' }));
    expect(await form.findByText('Thank you — Ada will see your memory.')).toBeInTheDocument();
    const post = calls.find((call) => call.url.endsWith('/contributions'));
    expect(post?.body).toMatchObject({ content: 'We built sandcastles.', recordingId: 'rec-9' });
  });

  it('a reader reads, but is not offered "Add a memory"', async () => {
    await openApp(`/shared/stories/${STORY_ID}`, {
      'GET /api/auth/status': signedInAsRuth(),
      [`GET ${storyPath}`]: { body: aSharedStory({ role: 'reader' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summers in Filey' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a memory' })).not.toBeInTheDocument();
  });

  it('a story not shared with the reader is a calm not-found', async () => {
    await openApp(`/shared/stories/${STORY_ID}`, {
      'GET /api/auth/status': signedInAsRuth(),
      [`GET ${storyPath}`]: { status: 404, body: { error: 'Story not found' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeInTheDocument();
    expect(screen.getByText(/This story is not shared with you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shared with you' })).toHaveAttribute('href', '/shared');
  });
});
