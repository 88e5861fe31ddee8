import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/test/mock-api';
import { openApp } from '@/test/render-app';

const report = {
  id: 'report-1',
  title: 'Bakeries of Halifax',
  query: 'Bakeries in Halifax in the 1950s',
  status: 'completed',
  content: '## Ovens\n\nThe **Briggate** bakery opened in 1921.',
  createdAt: '2025-02-01T09:00:00.000Z',
  createdBy: 'walt-research',
  storyId: 'story-1',
  story: { title: 'New Family Recipes' },
};
const PAGE = '/story/story-1/research/report-1';

describe('research report page', () => {
  it('shows the title, author, query, markdown content and the related story', async () => {
    await openApp(PAGE, {
      'GET /api/auth/status': signedInAs(),
      'GET /api/research/report-1': { body: report },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bakeries of Halifax' })).toBeInTheDocument();
    expect(screen.getByText('By Walt Research')).toBeInTheDocument();
    expect(screen.getByText('Bakeries in Halifax in the 1950s')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ovens' })).toBeInTheDocument();
    expect(screen.getByText('Briggate').tagName).toBe('STRONG');
    const related = screen.getByRole('complementary', { name: 'Related Story' });
    expect(related).toHaveTextContent('New Family Recipes');
    expect(within(related).getByRole('link')).toHaveAttribute('href', '/story/story-1?tab=research');
  });

  it('shows a link of the report (drawn from the web) with its full address, and does not follow it', async () => {
    const { container } = await openApp(PAGE, {
      'GET /api/research/report-1': {
        body: {
          ...report,
          content:
            'The bakery is [listed here](https://evil.example/bakery) and at <https://evil.example/auto>.',
        },
      },
    });

    const line = await screen.findByText(/The bakery is/);
    expect(line).toHaveTextContent(
      'The bakery is listed here (https://evil.example/bakery) and at https://evil.example/auto.',
    );
    expect(container.querySelector('a[href^="https://evil.example"]')).toBeNull();
    expect(within(line).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'You' for a report the narrator wrote", async () => {
    await openApp(PAGE, {
      'GET /api/research/report-1': { body: { ...report, createdBy: 'user' } },
    });
    expect(await screen.findByText('You')).toBeInTheDocument();
  });

  it('deletes after confirming and returns to the research tab of the story', async () => {
    const { calls, router, user } = await openApp(PAGE, {
      'GET /api/research/report-1': { body: report },
      'DELETE /api/research/report-1': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete research report' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story/story-1'));
    expect(router.state.location.search).toBe('?tab=research');
    expect(calls.some(({ method }) => method === 'DELETE')).toBe(true);
  });

  it('alerts when the delete fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openApp(PAGE, {
      'GET /api/research/report-1': { body: report },
      'DELETE /api/research/report-1': { status: 500, body: { error: 'No' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete research report. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says Research Report Not Found for a missing report or one of another story', async () => {
    await openApp(PAGE, {
      'GET /api/research/report-1': { status: 404, body: {} },
    });
    expect(await screen.findByRole('heading', { name: 'Research Report Not Found' })).toBeInTheDocument();
  });

  it('says Failed to fetch research report when the load fails otherwise', async () => {
    await openApp(PAGE, {
      'GET /api/research/report-1': { status: 403, body: {} },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch research report');
  });
});
