import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signedInAs, signedOut } from '@/test/mock-api';
import { openApp, renderApp } from '@/test/render-app';

const conversation = {
  id: 'c0ffee00-0000-4000-8000-00000000abcd',
  type: 'interview',
  title: 'Growing up in Leeds',
  createdAt: '2025-03-14T10:00:00.000Z',
  messageCount: 12,
  lastMessagePreview: 'And then we moved to the coast.',
};
const untitledConversation = {
  id: 'c0ffee00-0000-4000-8000-0000untitled',
  type: 'interview',
  createdAt: '2025-03-10T10:00:00.000Z',
  messageCount: 1,
};
const story = {
  id: '5705e000-0000-4000-8000-00000story1',
  userId: 'user-1',
  title: 'The Halifax Years',
  content: 'We lived above the bakery on Briggate.',
  createdAt: '2025-02-01T09:00:00.000Z',
  updatedAt: '2025-02-02T09:00:00.000Z',
};
const untitledStory = { ...story, id: 'sssss000-0000-4000-8000-0000nostory', title: undefined, content: '' };

const withArchive = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'GET /api/conversations': { body: [conversation, untitledConversation] },
    'GET /api/stories': { body: [story, untitledStory] },
    ...extra,
  });

describe('archive screen', () => {
  it('lists conversations (title, count, date, preview) and stories (title, date, content)', async () => {
    withArchive();
    await renderApp('/archive');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Archive' })).toBeInTheDocument();
    const conversations = within(screen.getByRole('region', { name: 'Conversations' }));
    const growingUp = await conversations.findByRole('link', { name: /Growing up in Leeds/ });
    expect(growingUp).toHaveAttribute('href', `/conversations/${conversation.id}`);
    expect(growingUp).toHaveTextContent('12 messages');
    expect(growingUp).toHaveTextContent('And then we moved to the coast.');
    expect(growingUp).toHaveTextContent(/2025/);
    expect(conversations.getByRole('link', { name: /Conversation untitled/ })).toHaveTextContent('1 message');

    const stories = within(screen.getByRole('region', { name: 'Stories' }));
    const halifax = await stories.findByRole('link', { name: /The Halifax Years/ });
    expect(halifax).toHaveAttribute('href', `/type-story/${story.id}`);
    expect(halifax).toHaveTextContent('We lived above the bakery on Briggate.');
    expect(stories.getByRole('link', { name: /Story 0nostory/ })).toHaveAttribute(
      'href',
      `/type-story/${untitledStory.id}`,
    );
    expect(
      screen.getByRole('button', { name: 'Delete conversation: Growing up in Leeds' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete story: The Halifax Years' })).toBeInTheDocument();
    expect(document.title).toBe('Your Archive · Walt');
  });

  it('shows the loading state until the lists arrive', async () => {
    let answer: () => void = () => {};
    await openApp('/archive', {
      'GET /api/conversations': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: [] });
        }),
      'GET /api/stories': { body: [] },
    });

    expect(await screen.findByText('Loading your conversations...')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('You have not had a conversation with Walt yet.')).toBeInTheDocument();
  });

  it('offers a first conversation, telling and typing a story when the archive is empty', async () => {
    await openApp('/archive', {
      'GET /api/conversations': { body: [] },
      'GET /api/stories': { body: [] },
    });

    expect(await screen.findByRole('link', { name: 'Start Your First Conversation' })).toHaveAttribute(
      'href',
      '/app',
    );
    expect(await screen.findByRole('link', { name: 'Tell a Story' })).toHaveAttribute('href', '/tell-story');
    expect(screen.getByRole('link', { name: 'Type a Story' })).toHaveAttribute('href', '/type-story');
  });

  it('falls back to empty lists when loading fails, and only logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openApp('/archive', {
      'GET /api/conversations': { status: 500, body: { error: 'Internal server error' } },
      'GET /api/stories': { status: 500, body: { error: 'Internal server error' } },
    });

    expect(await screen.findByRole('link', { name: 'Start Your First Conversation' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Type a Story' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load conversations', expect.any(Error));
    expect(log).toHaveBeenCalledWith('Failed to load stories', expect.any(Error));
  });

  it('sends a signed-out visitor to the login screen', async () => {
    const { router } = await openApp('/archive', { 'GET /api/auth/status': signedOut });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('deleting from the archive', () => {
  it('asks before deleting a conversation; Cancel keeps it, Delete removes the row', async () => {
    const { calls } = withArchive({ [`DELETE /api/conversations/${conversation.id}`]: { status: 204 } });
    await renderApp('/archive');
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Delete conversation: Growing up in Leeds' });

    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete conversation' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this conversation? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some(({ method }) => method === 'DELETE')).toBe(false);

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete conversation' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Growing up in Leeds/ })).not.toBeInTheDocument(),
    );
    expect(calls.filter(({ method }) => method === 'DELETE').map(({ url }) => url)).toEqual([
      `/api/conversations/${conversation.id}`,
    ]);
    expect(screen.getByRole('link', { name: /Conversation untitled/ })).toBeInTheDocument();
  });

  it('warns that deleting a story removes its content, transcripts and formats', async () => {
    withArchive({ [`DELETE /api/stories/${story.id}`]: { status: 204 } });
    await renderApp('/archive');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete story: The Halifax Years' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete story' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this story? This will permanently remove all of its content, transcripts and formats. This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /The Halifax Years/ })).not.toBeInTheDocument(),
    );
  });

  it('only logs a failed delete and keeps the row', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    withArchive({
      [`DELETE /api/stories/${story.id}`]: { status: 500, body: { error: 'Internal server error' } },
    });
    await renderApp('/archive');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete story: The Halifax Years' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete story' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to delete story', expect.any(Error)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /The Halifax Years/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
