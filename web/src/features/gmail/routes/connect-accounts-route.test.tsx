import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONNECT_ACCOUNTS_TEXTS } from '#shared/texts.ts';
import { signedInAs, signedOut } from '@/test/mock-api';
import { openApp } from '@/test/render-app';

describe('connect accounts screen', () => {
  it('lists Gmail, which leads to /app/gmail-integration, and Instagram, coming soon and disabled', async () => {
    const { router } = await openApp('/app/connect-accounts', {
      'GET /api/gmail/status': { body: { isConnected: false, configured: true } },
      'GET /api/gmail/insights': { body: { insights: [], total: 0, hasMore: false } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect your accounts' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Connect your accounts · Walt');

    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [gmail, instagram] = cards as [HTMLElement, HTMLElement];
    expect(within(gmail).getByRole('heading', { name: CONNECT_ACCOUNTS_TEXTS.gmail })).toBeInTheDocument();
    expect(
      within(instagram).getByRole('heading', { name: CONNECT_ACCOUNTS_TEXTS.instagram }),
    ).toBeInTheDocument();
    expect(
      within(instagram).getByText('Coming Soon', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(within(instagram).getByRole('button', { name: 'Coming Soon: Instagram' })).toBeDisabled();

    const setUp = within(gmail).getByRole('link', { name: 'Set up Gmail' });
    expect(setUp).toHaveAttribute('href', '/app/gmail-integration');
    await userEvent.setup().click(setUp);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/gmail-integration'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Link Personal Data' })).toBeInTheDocument();
  });

  it('is for signed-in users only, like the other /app screens', async () => {
    for (const path of ['/app/connect-accounts', '/app/gmail-integration', '/app/instagram-integration']) {
      const { router, unmount } = await openApp(path, { 'GET /api/auth/status': signedOut });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      unmount();
    }
  });
});

describe('Instagram integration screen', () => {
  it('says Coming Soon, and Go Back returns to the page the user came from', async () => {
    const { router } = await openApp('/archive', {
      'GET /api/conversations': { body: [] },
      'GET /api/stories': { body: [] },
    });
    await router.navigate('/app/instagram-integration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instagram' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('Go Back leads to the connect accounts page when the page was opened directly', async () => {
    const { router } = await openApp('/app/instagram-integration', { 'GET /api/auth/status': signedInAs() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/connect-accounts'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect your accounts' }),
    ).toBeInTheDocument();
  });
});
