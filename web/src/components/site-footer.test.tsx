import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TAGLINE } from '#shared/texts.ts';
import { aUser, signedInAs, signedOut } from '@/test/mock-api';
import { openApp } from '@/test/render-app';
import { FOOTER_TEXTS } from './texts';

const footerLinks = () =>
  within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const publicLinks = [
  ['How It Works', '/how-it-works'],
  ['Privacy Policy', '/privacy'],
  ['Terms of Service', '/terms'],
];
const contact = ['hello@walt.example', 'mailto:hello@walt.example'];

describe('site footer', () => {
  it("shows the product's one tagline", () => {
    expect(FOOTER_TEXTS.tagline).toBe(TAGLINE);
  });

  it('shows logo, tagline, quick links, contact address and the current year to visitors', async () => {
    await openApp('/how-it-works', { 'GET /api/auth/status': signedOut });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Preserving stories, one life at a time.')).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Walt. All rights reserved.`),
    ).toBeInTheDocument();
    expect(footerLinks()).toEqual([...publicLinks, contact]);
  });

  it('adds Legacy Dashboard for signed-in users', async () => {
    await openApp('/how-it-works', { 'GET /api/auth/status': signedInAs() });
    expect(footerLinks()).toEqual([...publicLinks, ['Legacy Dashboard', '/legacy-dashboard'], contact]);
  });

  it('adds Admin Dashboard for administrators', async () => {
    await openApp('/how-it-works', { 'GET /api/auth/status': signedInAs(aUser({ isAdmin: true })) });
    expect(footerLinks()).toEqual([
      ...publicLinks,
      ['Legacy Dashboard', '/legacy-dashboard'],
      ['Admin Dashboard', '/admin'],
      contact,
    ]);
  });
});
