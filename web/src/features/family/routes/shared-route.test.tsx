import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp } from '@/test/render-app';
import { aCircle, STORY_ID, signedInAsRuth } from '../test-fixtures.ts';

describe('/shared, "Shared with you"', () => {
  it("lists each narrator's shared stories, linked to their page", async () => {
    await openApp('/shared', {
      'GET /api/auth/status': signedInAsRuth(),
      'GET /api/family/shared': {
        body: {
          circles: [
            aCircle(),
            aCircle({
              narrator: { id: 'user-bob', name: 'Bob' },
              relationship: 'niece',
              role: 'reader',
              stories: [],
            }),
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared with you' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "Ada's stories" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Summers in Filey' })).toHaveAttribute(
      'href',
      `/shared/stories/${STORY_ID}`,
    );
    expect(screen.getByText('You are their daughter. Role: Contributor.')).toBeInTheDocument();
    expect(screen.getByText('Bob has not shared a story yet.')).toBeInTheDocument();
  });

  it('says so calmly when nobody shares anything yet', async () => {
    await openApp('/shared', {
      'GET /api/auth/status': signedInAsRuth(),
      'GET /api/family/shared': { body: { circles: [] } },
    });
    expect(await screen.findByText(/Nobody has shared their stories with you yet/)).toBeInTheDocument();
  });

  it('"Leave this circle" asks first, then leaves', async () => {
    let circles = [aCircle()];
    const { calls, user } = await openApp('/shared', {
      'GET /api/auth/status': signedInAsRuth(),
      'GET /api/family/shared': () => ({ body: { circles } }),
      'POST /api/family/leave': () => {
        circles = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave this circle: Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this circle' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Leave this circle: Ada' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByText(/Nobody has shared their stories/)).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ narratorId: 'user-ada' });
  });
});
