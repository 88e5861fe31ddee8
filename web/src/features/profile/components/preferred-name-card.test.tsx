import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProfile } from '@/test/mock-api';
import { openApp } from '@/test/render-app';

const profile = aProfile();
const told = {
  kind: 'message',
  id: 'message-0',
  conversationId: 'conv-1',
  excerpt: 'Everyone calls me Peggy.',
};
type Name = { value: string; sources: (typeof told)[] } | null;
const aMemory = ({ preferredName = { value: 'Peggy', sources: [told] } }: { preferredName?: Name } = {}) => ({
  preferredName,
  facts: [],
  timeline: [],
  undated: [],
  conflicts: [],
  openThreads: [],
  processedThrough: ['message-0'],
});

describe('"What Walt calls you" on /profile', () => {
  it('shows the name the memory holds, and Save sends the new one', async () => {
    let preferredName = aMemory().preferredName;
    const { calls } = await openApp('/profile', {
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': profile,
      'GET /api/memory': () => ({ body: aMemory({ preferredName }) }),
      'PUT /api/memory/preferred-name': ({ body }) => {
        preferredName = { value: (body as { value: string }).value, sources: [] };
        return { body: { preferredName } };
      },
    });

    const field = await screen.findByRole('textbox', { name: /What Walt calls you/ });
    await waitFor(() => expect(field).toHaveValue('Peggy'));
    await userEvent.clear(field);
    await userEvent.type(field, '  Margaret ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. Walt will call you by this name.')).toBeInTheDocument();
    expect(field).toHaveValue('Margaret');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ value: 'Margaret' });
  });

  it('an empty name goes back to the one the narrator told Walt', async () => {
    await openApp('/profile', {
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': profile,
      'GET /api/memory': { body: aMemory() },
      'PUT /api/memory/preferred-name': {
        body: { preferredName: { value: 'Peggy', sources: [told] } },
      },
    });

    const field = await screen.findByRole('textbox', { name: /What Walt calls you/ });
    await waitFor(() => expect(field).toHaveValue('Peggy'));
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Walt will use the name you told him.')).toBeInTheDocument();
    expect(field).toHaveValue('Peggy');
  });

  it('an unreadable memory leaves the field empty and usable; a failed save says so', async () => {
    await openApp('/profile', {
      'GET /api/account/sessions': { body: [] },
      'GET /api/profile': profile,
      'GET /api/memory': { status: 404, body: { error: 'Not found' } },
      'PUT /api/memory/preferred-name': {
        status: 400,
        body: { error: 'value must be at most 60 characters' },
      },
    });

    const field = await screen.findByRole('textbox', { name: /What Walt calls you/ });
    await waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveValue('');
    await userEvent.type(field, 'Peg');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your name could not be saved. Please try again.',
    );
  });
});
