import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openScreen } from '@/test/render-app';

describe('call screen: loading (part A §2 "While loading a spinner shows")', () => {
  it('shows a spinner named for the call, not the session check\'s "Logging in"', async () => {
    await openScreen('/audio-chat/gettingToKnowYou', {
      // The conversation is still being started: the screen stays on its loader.
      'POST /api/conversations/start': () => new Promise(() => {}),
    });

    const loader = await screen.findByRole('status', { name: 'Starting the conversation' });
    expect(loader.querySelector('.full-screen-loader__spinner')).not.toBeNull();
    expect(loader).not.toHaveTextContent('Logging in');
    expect(screen.queryByText('Logging in')).not.toBeInTheDocument();
  });
});
