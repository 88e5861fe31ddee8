import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aContribution, anInvitation, ruth, STORY_ID, withFamilyPage } from '../test-fixtures.ts';

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('/family, "Your family circle"', () => {
  it('shows the memories waiting, the members and the invitations, and is linked from the header', async () => {
    withFamilyPage();
    await renderApp('/family');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your family circle' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Your family circle' }),
    ).toHaveAttribute('href', '/family');

    const waiting = await section('Memories waiting for you');
    expect(
      await waiting.findByRole('heading', { name: 'Ruth (daughter) added a memory' }),
    ).toBeInTheDocument();
    expect(waiting.getByText('For your story "Summers in Filey"')).toBeInTheDocument();
    expect(waiting.getByText('I remember the donkeys on the beach.')).toBeInTheDocument();

    const members = await section('Members');
    expect(await members.findByRole('heading', { name: 'Ruth' })).toBeInTheDocument();
    expect(members.getByText('daughter')).toBeInTheDocument();
    expect(members.getByRole('radio', { name: 'Contributor' })).toBeChecked();
    expect(members.getByRole('radiogroup', { name: 'Role of Ruth' })).toBeInTheDocument();

    const invitations = await section('Invitations waiting');
    expect(await invitations.findByText('tom@example.com')).toBeInTheDocument();
    expect(invitations.getByText('grandson · Reader')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stories shared with you' })).toHaveAttribute('href', '/shared');
  });

  it('invites by email with the relationship and the role, then reads the invitations again', async () => {
    const { calls } = withFamilyPage(
      { invitations: [] },
      {
        'POST /api/family/invitations': {
          status: 201,
          body: { invitation: anInvitation({ email: 'sam@example.com', role: 'contributor' }) },
        },
      },
    );
    await renderApp('/family');
    const form = await section('Invite a relative');
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please enter their email address.');

    await user.type(form.getByRole('textbox', { name: /Their email address/ }), 'sam@example.com');
    const relationship = form.getByRole('textbox', { name: /How they are related to you/ });
    expect(relationship).toHaveAttribute('placeholder', 'daughter');
    await user.type(relationship, 'son');
    await user.click(form.getByRole('radio', { name: /Contributor/ }));
    await user.click(form.getByRole('button', { name: 'Send invitation' }));

    expect(await form.findByRole('status')).toHaveTextContent('Invitation sent to sam@example.com.');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/family/invitations');
    expect(post?.body).toEqual({ email: 'sam@example.com', relationship: 'son', role: 'contributor' });
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url === '/api/family/invitations' && call.method === 'GET'),
      ).toHaveLength(2),
    );
  });

  it("shows the server's refusal in its own words", async () => {
    withFamilyPage(
      {},
      {
        'POST /api/family/invitations': {
          status: 409,
          body: { error: 'An invitation to this address is already waiting.' },
        },
      },
    );
    await renderApp('/family');
    const form = await section('Invite a relative');
    const user = userEvent.setup();
    await user.type(form.getByRole('textbox', { name: /Their email address/ }), 'tom@example.com');
    await user.type(form.getByRole('textbox', { name: /How they are related/ }), 'grandson');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'An invitation to this address is already waiting.',
    );
  });

  it('"Add to my story" accepts a memory for its story; "Not now" declines it', async () => {
    let contributions = [aContribution(), aContribution({ id: 'contribution-2', content: 'And the pier.' })];
    const { calls } = withFamilyPage(
      {},
      {
        'GET /api/family/contributions': () => ({ body: { contributions } }),
        [`POST /api/stories/${STORY_ID}/contributions/contribution-1/accept`]: () => {
          contributions = contributions.filter((c) => c.id !== 'contribution-1');
          return { body: { contribution: { ...aContribution(), status: 'accepted' } } };
        },
        [`POST /api/stories/${STORY_ID}/contributions/contribution-2/decline`]: () => {
          contributions = [];
          return { body: { contribution: { ...aContribution(), status: 'declined' } } };
        },
      },
    );
    await renderApp('/family');
    const waiting = await section('Memories waiting for you');
    const user = userEvent.setup();
    const [first] = await waiting.findAllByRole('button', { name: /^Add to my story/ });
    await user.click(first as HTMLElement);
    await waitFor(() =>
      expect(waiting.queryByText('I remember the donkeys on the beach.')).not.toBeInTheDocument(),
    );
    await user.click(waiting.getByRole('button', { name: /^Not now/ }));
    expect(await waiting.findByText('No memories are waiting.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/stories/${STORY_ID}/contributions/contribution-1/accept`,
      `/api/stories/${STORY_ID}/contributions/contribution-2/decline`,
    ]);
  });

  it("changes a member's role at once", async () => {
    const { calls } = withFamilyPage(
      {},
      { 'PUT /api/family/members/user-ruth': { body: { member: ruth({ role: 'reader' }) } } },
    );
    await renderApp('/family');
    const members = await section('Members');
    await userEvent.click(await members.findByRole('radio', { name: 'Reader' }));
    expect(await members.findByRole('status')).toHaveTextContent('Ruth is now a Reader.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/family/members/user-ruth');
    expect(put?.body).toEqual({ role: 'reader' });
  });

  it('removes a member only after the confirmation, and Cancel cancels an invitation', async () => {
    let members = [ruth()];
    const { calls } = withFamilyPage(
      {},
      {
        'GET /api/family/members': () => ({ body: { members } }),
        'DELETE /api/family/members/user-ruth': () => {
          members = [];
          return { status: 204 };
        },
        'DELETE /api/family/invitations/invitation-1': { status: 204 },
      },
    );
    await renderApp('/family');
    const user = userEvent.setup();
    const list = await section('Members');
    await user.click(await list.findByRole('button', { name: 'Remove Ruth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from your family circle' });
    expect(dialog).toHaveTextContent('Remove Ruth from your family circle?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await list.findByText('Nobody has joined your family circle yet.')).toBeInTheDocument();

    const invitations = await section('Invitations waiting');
    await user.click(invitations.getByRole('button', { name: 'Cancel the invitation to tom@example.com' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/family/members/user-ruth',
        '/api/family/invitations/invitation-1',
      ]),
    );
  });
});
