import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aConversation, mockApi, signedInAs } from '@/test/mock-api';
import { openScreen, renderApp } from '@/test/render-app';
import { type FakeConnection, waltCalls } from '../lib/call-test-fakes.ts';

const live = vi.hoisted(() => ({ connection: undefined as FakeConnection | undefined }));

// The voice channel is the browser's WebRTC: here a fake that opens at once and lets the test speak for Walt.
vi.mock(import('../lib/realtime-connection.ts'), async (original) => {
  const { withFakeConnection } = await import('../lib/call-test-fakes.ts');
  return withFakeConnection(original, (connection) => {
    live.connection = connection;
  });
});

const conversation = aConversation({ pathId: 'p1', storyId: 's1' });

const withStoryCall = () =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'POST /api/conversations/start': { body: { conversation, context: { name: 'School Days' } } },
    'GET /api/conversations/c1': {
      body: { ...conversation, messages: [], path: { id: 'p1', questions: [] } },
    },
    'GET /api/stories/s1': { body: { id: 's1', title: 'School', storyPathCompletions: [] } },
    'GET /api/notes': { body: [] },
    'POST /api/audio-chat/session': {
      body: { clientSecret: 'ek_1', hasExistingMessages: false, sdpUrl: 'http://peer/calls' },
    },
    'POST /api/conversations/c1/complete': { body: {} },
    'POST /api/stories/s1/complete-path': { body: {} },
  });

/** The story card shown during the call: its heading, and its link back to the story page. */
const expectStoryCard = async (testId: string, heading: string) => {
  const card = await screen.findByTestId(testId);
  expect(within(card).getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Back to Story page' })).toHaveAttribute('href', '/story/s1');
};

describe('call screen: the story card during the call (part A §2 "During a call")', () => {
  it('says "More Information Needed", then "All Topics Covered" once Walt marks the path complete', async () => {
    const { calls } = withStoryCall();
    await renderApp('/app/chat/path/p1?storyId=s1', { waitForSession: false });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Call Walt' }));
    expect(await screen.findByRole('button', { name: 'End call' })).toBeInTheDocument();

    await expectStoryCard('more-information-card', 'More Information Needed');
    expect(screen.queryByText('All Topics Covered')).not.toBeInTheDocument();

    await act(async () => {
      live.connection?.emit(waltCalls('call_1', 'markStoryPathComplete', '{}'));
    });

    await expectStoryCard('all-topics-card', 'All Topics Covered');
    expect(screen.queryByText('More Information Needed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End call' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/stories/s1/complete-path')).toBe(true);
  });

  it('shows no story card during a call that has no story', async () => {
    const { user } = await openScreen('/audio-chat/gettingToKnowYou', {
      'POST /api/conversations/start': {
        body: { conversation: { ...conversation, pathId: undefined, storyId: undefined }, context: {} },
      },
      'GET /api/conversations/c1': { body: { ...conversation, storyId: undefined, messages: [] } },
      'GET /api/notes': { body: [] },
      'POST /api/audio-chat/session': {
        body: { clientSecret: 'ek_1', hasExistingMessages: false, sdpUrl: 'http://peer/calls' },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Call Walt' }));
    expect(await screen.findByRole('button', { name: 'End call' })).toBeInTheDocument();
    expect(screen.queryByText('More Information Needed')).not.toBeInTheDocument();
    expect(screen.queryByText('All Topics Covered')).not.toBeInTheDocument();
  });
});
