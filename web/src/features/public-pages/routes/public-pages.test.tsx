import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs, signedOut } from '@/test/mock-api';
import { openApp } from '@/test/render-app';

describe('public pages', () => {
  it('landing: typing headline, Sign In and Create Account, and the three steps', async () => {
    await openApp('/', { 'GET /api/auth/status': signedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your life story, told in your own words.' }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Create your account',
      'Talk with Walt',
      'Read your biography',
    ]);
  });

  it('how it works: "Get Started" to /register for visitors', async () => {
    await openApp('/how-it-works', { 'GET /api/auth/status': signedOut });
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Continue Your Story' })).not.toBeInTheDocument();
  });

  it('how it works: "Continue Your Story" to /app#timeline when signed in', async () => {
    await openApp('/how-it-works', { 'GET /api/auth/status': signedInAs() });
    expect(await screen.findByRole('link', { name: 'Continue Your Story' })).toHaveAttribute(
      'href',
      '/app#timeline',
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('%s states ownership, third-party AI providers and the minimum age of 13', async (path, title) => {
    await openApp(path, { 'GET /api/auth/status': signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toMatch(/You keep (full )?ownership/);
    expect(text).toContain('third-party AI providers for voice transcription and text processing');
    expect(text).toContain('at least 13 years old');
  });
});
