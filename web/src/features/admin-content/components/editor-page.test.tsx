import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { asAdmin } from '../test-fixtures.ts';

/** Part B §8: "editors whose load fails before data show the error with a retry that reloads the page". */
describe.each([
  ['path', '/admin/paths/path-school', 'GET /api/paths/path-school', 'Failed to load path'],
  [
    'format',
    '/admin/formats/format-postcard',
    'GET /api/admin/formats/format-postcard',
    'Failed to fetch format',
  ],
  ['journey', '/admin/journeys/journey-war', 'GET /api/journeys/journey-war', 'Failed to fetch journey'],
])('the %s editor, when its item cannot be loaded', (_, path, read, failed) => {
  it('shows the error, and its Retry reloads the page', async () => {
    const { calls } = mockApi({ ...asAdmin, [read]: { status: 404, body: { error: 'Not here' } } });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await renderApp(path, { waitForSession: false });
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(failed);
    expect(alert).toHaveTextContent('Not here');
    const reads = calls.filter((call) => `${call.method} ${call.url}` === read).length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(reload).toHaveBeenCalledTimes(1);
    // The page is reloaded, not the one query read again in place.
    expect(calls.filter((call) => `${call.method} ${call.url}` === read)).toHaveLength(reads);
  });
});
