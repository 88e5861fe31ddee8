import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import type { EmailInsight, useExtractFacts } from '../api/gmail.ts';
import { InsightActions } from './insight-actions.tsx';
import { InsightCard } from './insight-card.tsx';

/**
 * Links inside an email's summary and inside the facts drawn from the emails (issue 23, Low finding): the
 * sender wrote them, so they are shown with their full address and never followed. Rendered as the Gmail
 * page renders them, so a card or the facts going back to plain markdown fails here.
 */

const EVIL = 'https://evil.example/claim';

const renderWithProviders = (ui: ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );

const anInsight = (overrides: Partial<EmailInsight> = {}): EmailInsight => ({
  id: 'insight-1',
  subject: 'Your parcel',
  date: '2024-05-01T09:00:00.000Z',
  sender: 'Courier <courier@example.com>',
  summary: `Asked her to [confirm delivery](${EVIL}) and sent <${EVIL}/auto>. ![pixel](https://evil.example/p.gif)`,
  categories: ['Travel'],
  biographicalInfo: { user: [], correspondent: [] },
  ...overrides,
});

/** The extraction as the page hands it over: done, with facts whose markdown carries a link. */
const extracted = (facts: { user: string; correspondents: string }) =>
  ({
    data: { facts },
    isPending: false,
    isError: false,
    error: null,
    mutate: vi.fn(),
  }) as unknown as ReturnType<typeof useExtractFacts>;

const expectShownNotFollowed = (container: HTMLElement, words: string, href: string) => {
  expect(container.querySelector(`a[href^="https://evil.example"]`)).toBeNull();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(container).toHaveTextContent(`${words} (${href})`);
};

describe('an email insight card', () => {
  it('shows a link in the summary with its full address, and nothing to click or fetch', () => {
    const { container } = renderWithProviders(<InsightCard insight={anInsight()} />);

    expectShownNotFollowed(container, 'confirm delivery', EVIL);
    expect(container).toHaveTextContent(`${EVIL}/auto`);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('[pixel]');
  });
});

describe('the facts extracted from the emails', () => {
  it('shows links in both lists with their full address, and nothing to click', () => {
    const { container } = renderWithProviders(
      <InsightActions
        extract={extracted({
          user: `- Grew up near [the mill](${EVIL})`,
          correspondents: `- Her brother runs [a shop](https://evil.example/shop)`,
        })}
        onCleared={() => {}}
        confirm={() => {}}
      />,
    );

    expectShownNotFollowed(container, 'the mill', EVIL);
    expect(container).toHaveTextContent('a shop (https://evil.example/shop)');
  });
});
