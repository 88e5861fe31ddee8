import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signedOut } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const TOKEN = 'tok_4c9a0f2e7b1d4e8f9a3b5c6d7e8f9a0b1c2d3e4f5a6';
const PAGE = `/listen/${TOKEN}`;
const AUDIO = '/_blobs/recordings/memo-1.webm?signature=abc#t=3,7.5';
const passage = {
  narratorName: 'Edith Brown',
  title: 'The Bakery Years',
  quote: 'We lived above the bakery on Cardigan Road.',
  audioUrl: AUDIO,
  startSeconds: 3,
  endSeconds: 7.5,
};

const withListen = (answer: Parameters<typeof mockApi>[0][string]) =>
  mockApi({ 'GET /api/auth/status': signedOut, [`GET /api/listen/${TOKEN}`]: answer });

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('/listen/{token}, a listen link (issue 26)', () => {
  it('shows whose voice it is, from which keepsake, the words, and a player of the passage, signed out', async () => {
    const { calls } = withListen({ body: passage });
    const { router } = await renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edith Brown, in their own words' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGE);
    expect(screen.getByText('From “The Bakery Years”')).toBeInTheDocument();
    expect(screen.getByText('We lived above the bakery on Cardigan Road.').tagName).toBe('BLOCKQUOTE');
    const audio = screen.getByLabelText('The recording of Edith Brown saying these words');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', AUDIO);
    expect(audio).toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(robots()).toBe('noindex');
    expect(document.title).toBe('Edith Brown, in their own words · Walt');
    expect(calls.map((call) => call.url)).toContain(`/api/listen/${TOKEN}`);
  });

  it('plays from the start of the passage and pauses at its end', async () => {
    withListen({ body: passage });
    await renderApp(PAGE);
    const audio = (await screen.findByLabelText(/^The recording of/)) as HTMLAudioElement;
    let paused = true;
    const play = vi.spyOn(audio, 'play').mockImplementation(async () => {
      paused = false;
      fireEvent.play(audio);
    });
    const pause = vi.spyOn(audio, 'pause').mockImplementation(() => {
      paused = true;
      fireEvent.pause(audio);
    });
    Object.defineProperty(audio, 'paused', { get: () => paused });

    fireEvent.loadedMetadata(audio);
    expect(audio.currentTime).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();

    audio.currentTime = 7.6;
    fireEvent.timeUpdate(audio);

    expect(pause).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    // Played again after its end: from the start of the passage.
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio.currentTime).toBe(3);
  });

  it('says only that the recording is no longer shared once the links are stopped', async () => {
    withListen({ status: 404, body: { error: 'This recording is no longer shared.' } });
    await renderApp(PAGE);

    const said = await screen.findByText('This recording is no longer shared.');
    expect(said.closest('[role="status"]')).toHaveTextContent(/^This recording is no longer shared\.$/);
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
    expect(robots()).toBe('noindex');
  });

  it('asks the listener to wait when rate-limited', async () => {
    withListen({ status: 429, body: { error: 'Too many requests' } });
    await renderApp(PAGE);

    expect(
      await screen.findByText('Too many listens from here. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });

  it('leaves no noindex behind on the next page', async () => {
    withListen({ body: passage });
    const { router } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: /in their own words$/ });

    await router.navigate('/how-it-works');

    await screen.findByRole('heading', { level: 1, name: 'How It Works' });
    expect(robots()).toBeUndefined();
  });
});
