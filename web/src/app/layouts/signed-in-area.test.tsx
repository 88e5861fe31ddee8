import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announceConversationCompleted } from '@/lib/conversation-events';
import {
  aConversation,
  aProfile,
  aUser,
  type RecordedCall,
  signedInAs,
  startingACall,
} from '@/test/mock-api';
import { openApp } from '@/test/render-app';

const profile = aProfile();
const conversation = aConversation({ sessionType: 'gettingToKnowYou' });
const call = startingACall(conversation, 'Getting to Know You');

const reads = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url === path).length;

describe('the signed-in area', () => {
  it('keeps one query cache across its screens, the call screen included', async () => {
    const { calls, router } = await openApp('/profile', {
      'GET /api/auth/status': signedInAs(),
      'GET /api/profile': profile,
      ...call,
    });
    expect(await screen.findByRole('switch', { name: /Share my progress/ })).toBeInTheDocument();

    await act(() => router.navigate('/audio-chat/gettingToKnowYou'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting to Know You' })).toBeInTheDocument();
    await act(() => router.navigate('/profile'));

    expect(await screen.findByRole('switch', { name: /Share my progress/ })).toBeInTheDocument();
    expect(reads(calls, '/api/profile')).toBe(1);
  });

  it('empties the cache on sign-out, so the next account reads its own data', async () => {
    const { calls, router, user } = await openApp('/profile', {
      'GET /api/profile': profile,
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
      'POST /api/auth/login': { body: { user: aUser({ name: 'Grace Hopper' }) } },
    });
    await screen.findByRole('switch', { name: /Share my progress/ });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await act(() => router.navigate('/login'));
    await user.type(await screen.findByLabelText(/Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    await act(() => router.navigate('/profile'));

    await screen.findByRole('switch', { name: /Share my progress/ });
    expect(reads(calls, '/api/profile')).toBe(2);
  });

  it('refreshes the dashboard on the window event of a completed conversation', async () => {
    const { calls } = await openApp('/app', {
      'GET /api/conversations': { body: [] },
    });
    await screen.findByTestId('step-gettingToKnowYou');
    expect(reads(calls, '/api/conversations')).toBe(1);

    act(() => announceConversationCompleted(null));

    await waitFor(() => expect(reads(calls, '/api/conversations')).toBe(2));
  });

  it('reads the dashboard again after a call, which may have started or completed a conversation', async () => {
    const { calls, router } = await openApp('/app', {
      'GET /api/conversations': { body: [] },
      ...call,
    });
    await screen.findByTestId('step-gettingToKnowYou');
    await act(() => router.navigate('/audio-chat/gettingToKnowYou'));
    await screen.findByRole('heading', { level: 1, name: 'Getting to Know You' });
    await act(() => router.navigate('/app'));

    await screen.findByTestId('step-gettingToKnowYou');
    await waitFor(() => expect(reads(calls, '/api/conversations')).toBe(2));
  });
});
