import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { FakeConnection } from '../lib/call-test-fakes.ts';

// jsdom has no FontFaceSet; Mantine's autosizing textarea (the typed reply) listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

const live = vi.hoisted(() => ({ connection: undefined as FakeConnection | undefined }));

// The voice channel is the browser's WebRTC: here a fake that opens at once and lets the test speak for Walt.
vi.mock(import('../lib/realtime-connection.ts'), async (original) => {
  const { FakeConnection: Fake } = await import('../lib/call-test-fakes.ts');
  return {
    ...(await original()),
    RealtimeConnection: class extends Fake {
      constructor() {
        super();
        live.connection = this;
      }
    } as never,
  };
});

const conversation = {
  id: 'c1',
  userId: 'user-1',
  type: 'interview',
  status: 'active',
  pathId: 'p1',
  storyId: 's1',
  messageCount: 0,
  createdAt: '2025-03-14T10:00:00.000Z',
  updatedAt: '2025-03-14T10:00:00.000Z',
};

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

describe('call screen: the story card during the call (part A §2 "During a call")', () => {
  it('says "More Information Needed", then "All Topics Covered" once Walt marks the path complete', async () => {
    const { calls } = withStoryCall();
    await renderApp('/app/chat/path/p1?storyId=s1', { waitForSession: false });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Call Walt' }));
    expect(await screen.findByRole('button', { name: 'End call' })).toBeInTheDocument();

    const more = await screen.findByTestId('more-information-card');
    expect(within(more).getByRole('heading', { name: 'More Information Needed' })).toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'Back to Story page' })).toHaveAttribute(
      'href',
      '/story/s1',
    );
    expect(screen.queryByText('All Topics Covered')).not.toBeInTheDocument();

    await act(async () => {
      live.connection?.emit({
        type: 'response.function_call_arguments.done',
        call_id: 'call_1',
        name: 'markStoryPathComplete',
        arguments: '{}',
      });
    });

    const covered = await screen.findByTestId('all-topics-card');
    expect(within(covered).getByRole('heading', { name: 'All Topics Covered' })).toBeInTheDocument();
    expect(within(covered).getByRole('link', { name: 'Back to Story page' })).toHaveAttribute(
      'href',
      '/story/s1',
    );
    expect(screen.queryByText('More Information Needed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End call' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/stories/s1/complete-path')).toBe(true);
  });

  it('shows no story card during a call that has no story', async () => {
    mockApi({
      'GET /api/auth/status': signedInAs(),
      'POST /api/conversations/start': {
        body: { conversation: { ...conversation, pathId: undefined, storyId: undefined }, context: {} },
      },
      'GET /api/conversations/c1': { body: { ...conversation, storyId: undefined, messages: [] } },
      'GET /api/notes': { body: [] },
      'POST /api/audio-chat/session': {
        body: { clientSecret: 'ek_1', hasExistingMessages: false, sdpUrl: 'http://peer/calls' },
      },
    });
    await renderApp('/audio-chat/gettingToKnowYou', { waitForSession: false });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Call Walt' }));
    expect(await screen.findByRole('button', { name: 'End call' })).toBeInTheDocument();
    expect(screen.queryByText('More Information Needed')).not.toBeInTheDocument();
    expect(screen.queryByText('All Topics Covered')).not.toBeInTheDocument();
  });
});
