import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs, signedOut } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('public pages', () => {
  it('landing: typing headline, Sign In and Create Account, and the three steps', async () => {
    mockApi({ 'GET /api/auth/status': signedOut });
    await renderApp('/');
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
    mockApi({ 'GET /api/auth/status': signedOut });
    await renderApp('/how-it-works');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Continue Your Story' })).not.toBeInTheDocument();
  });

  it('how it works: "Continue Your Story" to /app#timeline when signed in', async () => {
    mockApi({ 'GET /api/auth/status': signedInAs() });
    await renderApp('/how-it-works');
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
    mockApi({ 'GET /api/auth/status': signedOut });
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toMatch(/You keep (full )?ownership/);
    expect(text).toContain('third-party AI providers for voice transcription and text processing');
    expect(text).toContain('at least 13 years old');
  });
});
