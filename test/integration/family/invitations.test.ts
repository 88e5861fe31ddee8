import { beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATIONS_PER_ADDRESS_PER_DAY,
  INVITATIONS_UNVERIFIED_PER_DAY,
} from '#functions/core/family/invitations.ts';
import {
  FAMILY_INVITATION_DAYS,
  FAMILY_MAX_MEMBERS,
  FAMILY_MAX_PENDING_INVITATIONS,
} from '#shared/constants.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import { ApiClient, newAccount, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import {
  expireInvitation,
  type InvitationBody,
  invitationMailsTo,
  invite,
  joinedRelative,
  sharedStoryWith,
  verifiedNarrator,
} from '#test/helpers/family.ts';

/**
 * The family circle's invitations and members (issue 25): a narrator invites by email with a relationship
 * and a role; the mailed link is single-use and valid FAMILY_INVITATION_DAYS days; removing a member or
 * cancelling an invitation takes effect from the next request; a relative can leave.
 */

const NARRATOR = 'Margaret Hollins';
type Member = { id: string; name: string; email: string; relationship: string; role: string };

let narrator: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  narrator = await verifiedNarrator(NARRATOR);
});

const members = async (session: Session) =>
  (await session.client.get<{ members: Member[] }>('/api/family/members')).body.members;
const invitations = async (session: Session) =>
  (await session.client.get<{ invitations: InvitationBody[] }>('/api/family/invitations')).body.invitations;
/** The invitation's preview, as the join page asks for it (signed in or not). */
const previewOf = (token: string) =>
  new ApiClient().get(`/api/family/invitations/preview?token=${encodeURIComponent(token)}`);
const accept = (session: Session, token: string) =>
  session.client.post('/api/family/invitations/accept', { token });
const refusedAsInvalid = (name: string) => ({
  status: 410,
  body: { error: FAMILY_TEXTS.invalidInvitation(name) },
});

describe('inviting a relative', () => {
  it('mails a single link to /family/join naming the narrator, valid 14 days, and lists it as waiting', async () => {
    const email = newAccount().email;

    const answer = await narrator.client.post<{ invitation: InvitationBody }>('/api/family/invitations', {
      email,
      relationship: 'daughter',
      role: 'contributor',
    });
    const mails = await invitationMailsTo(email);
    const waiting = await invitations(narrator);

    expect(answer.status).toBe(201);
    expect(answer.body.invitation).toMatchObject({ email, relationship: 'daughter', role: 'contributor' });
    const { createdAt, expiresAt, id } = answer.body.invitation;
    const days = (Date.parse(expiresAt) - Date.parse(createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(FAMILY_INVITATION_DAYS, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(FAMILY_TEXTS.invitationEmailBody(NARRATOR));
    expect(mails[0]?.subject).toBe(FAMILY_TEXTS.invitationEmailSubject(NARRATOR));
    expect(mails[0]?.token.length).toBeGreaterThan(20);
    expect(waiting.map((invitation) => invitation.id)).toContain(id);
    // The token is a secret of the mail: never in the API's answers.
    expect(JSON.stringify(answer.body)).not.toContain(mails[0]?.token);
    expect(JSON.stringify(waiting)).not.toContain(mails[0]?.token);
  });

  it('refuses a missing relationship, an unknown role and a malformed address', async () => {
    const email = newAccount().email;

    const noRelationship = await narrator.client.post('/api/family/invitations', {
      email,
      relationship: '  ',
      role: 'reader',
    });
    const badRole = await narrator.client.post('/api/family/invitations', {
      email,
      relationship: 'son',
      role: 'owner',
    });
    const badEmail = await narrator.client.post('/api/family/invitations', {
      email: 'not-an-address',
      relationship: 'son',
      role: 'reader',
    });

    expect(noRelationship.status).toBe(400);
    expect(badRole.status).toBe(400);
    expect(badEmail.status).toBe(400);
    expect(await invitationMailsTo(email)).toEqual([]);
  });

  it('refuses inviting oneself and inviting an address already waiting', async () => {
    const email = newAccount().email;
    await invite(narrator, email);

    const self = await narrator.client.post('/api/family/invitations', {
      email: narrator.account.email,
      relationship: 'me',
      role: 'reader',
    });
    const again = await narrator.client.post('/api/family/invitations', {
      email,
      relationship: 'daughter',
      role: 'reader',
    });

    expect(self.status).toBeGreaterThanOrEqual(400);
    expect(self.status).toBeLessThan(500);
    expect(self.body).toEqual({ error: FAMILY_TEXTS.inviteSelf });
    expect(again).toMatchObject({ status: 409, body: { error: FAMILY_TEXTS.alreadyInvited } });
    expect(await invitationMailsTo(email)).toHaveLength(1);
  });

  it(`lets at most ${FAMILY_MAX_PENDING_INVITATIONS} invitations wait at once: the next is refused until one is cancelled`, async () => {
    const busy = await verifiedNarrator('Busy Grandmother');
    const sent: InvitationBody[] = [];
    for (let index = 0; index < FAMILY_MAX_PENDING_INVITATIONS; index += 1)
      sent.push((await invite(busy, newAccount().email)).invitation);

    const overflowEmail = newAccount().email;
    const overflow = await busy.client.post('/api/family/invitations', {
      email: overflowEmail,
      relationship: 'cousin',
      role: 'reader',
    });
    const cancel = await busy.client.delete(`/api/family/invitations/${sent[0]?.id}`);
    const afterCancel = await busy.client.post('/api/family/invitations', {
      email: overflowEmail,
      relationship: 'cousin',
      role: 'reader',
    });

    expect(overflow.status).toBe(409);
    expect(overflow.body).toEqual({
      error: FAMILY_TEXTS.tooManyInvitations(FAMILY_MAX_PENDING_INVITATIONS),
    });
    expect(cancel.status).toBe(204);
    expect(afterCancel.status).toBe(201);
    expect(await invitations(busy)).toHaveLength(FAMILY_MAX_PENDING_INVITATIONS);
  }, 120_000);

  it(`refuses inviting when the circle already has ${FAMILY_MAX_MEMBERS} members`, async () => {
    const full = await verifiedNarrator('Full House');
    for (let index = 0; index < FAMILY_MAX_MEMBERS; index += 1) await joinedRelative(full, 'reader');

    const answer = await full.client.post('/api/family/invitations', {
      email: newAccount().email,
      relationship: 'nephew',
      role: 'reader',
    });

    expect(await members(full)).toHaveLength(FAMILY_MAX_MEMBERS);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: FAMILY_TEXTS.tooManyMembers(FAMILY_MAX_MEMBERS) });
  }, 180_000);

  it(`lets a narrator not yet verified send ${INVITATIONS_UNVERIFIED_PER_DAY} a day, then says to verify (429)`, async () => {
    const unverified = await signedInClient({ name: 'Not Yet Verified' });
    const addresses = Array.from({ length: INVITATIONS_UNVERIFIED_PER_DAY + 1 }, () => newAccount().email);
    const answers = [];
    for (const email of addresses)
      answers.push(
        await unverified.client.post('/api/family/invitations', {
          email,
          relationship: 'son',
          role: 'reader',
        }),
      );

    expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual(
      Array(INVITATIONS_UNVERIFIED_PER_DAY).fill(201),
    );
    expect(answers.at(-1)).toMatchObject({
      status: 429,
      body: { error: FAMILY_TEXTS.verifyToInviteMore(INVITATIONS_UNVERIFIED_PER_DAY) },
    });
    expect(Number(answers.at(-1)?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await invitationMailsTo(addresses[0]!)).toHaveLength(1);
    expect(await invitationMailsTo(addresses.at(-1)!)).toEqual([]);
    expect(await invitations(unverified)).toHaveLength(INVITATIONS_UNVERIFIED_PER_DAY);
  });

  it(`is rate-limited like every mail: at most ${INVITATIONS_PER_ADDRESS_PER_DAY} a day to one address (429)`, async () => {
    const email = newAccount().email;
    for (let index = 0; index < INVITATIONS_PER_ADDRESS_PER_DAY; index += 1) {
      const { invitation } = await invite(narrator, email);
      await narrator.client.delete(`/api/family/invitations/${invitation.id}`);
    }

    const answer = await narrator.client.post('/api/family/invitations', {
      email,
      relationship: 'son',
      role: 'reader',
    });

    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(typeof answer.body.error).toBe('string');
    expect(await invitationMailsTo(email)).toHaveLength(INVITATIONS_PER_ADDRESS_PER_DAY);
  });

  it('is the narrator’s own: another narrator neither lists nor cancels it', async () => {
    const other = await verifiedNarrator('Bob Builder');
    const { invitation } = await invite(narrator, newAccount().email);

    const listed = await invitations(other);
    const cancelled = await other.client.delete(`/api/family/invitations/${invitation.id}`);

    expect(listed.map((item) => item.id)).not.toContain(invitation.id);
    expect(cancelled.status).toBe(404);
    expect((await invitations(narrator)).map((item) => item.id)).toContain(invitation.id);
  });
});

describe('the link', () => {
  it('previews whose invitation it is, to anyone holding it, before they sign in', async () => {
    const { token } = await invite(narrator, newAccount().email, 'contributor', 'granddaughter');

    const preview = await previewOf(token);

    expect(preview).toMatchObject({
      status: 200,
      body: { narratorName: NARRATOR, relationship: 'granddaughter', role: 'contributor' },
    });
    expect(Object.keys(preview.body).sort()).toEqual(['narratorName', 'relationship', 'role']);
  });

  it('lets a registered relative accept: they join with the role and relationship of the invitation', async () => {
    const relative = await signedInClient({ name: 'Ruth Hollins' });
    const { token, invitation } = await invite(narrator, relative.account.email, 'contributor', 'daughter');

    const accepted = await accept(relative, token);
    const listed = await members(narrator);
    const waiting = await invitations(narrator);

    expect(accepted).toMatchObject({
      status: 200,
      body: {
        narrator: { id: narrator.user.id, name: NARRATOR },
        relationship: 'daughter',
        role: 'contributor',
      },
    });
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: relative.user.id,
        name: 'Ruth Hollins',
        email: relative.account.email,
        relationship: 'daughter',
        role: 'contributor',
      }),
    );
    expect(waiting.map((item) => item.id)).not.toContain(invitation.id);
  });

  it('is single-use: once accepted, the preview and a second accept answer 410 with the narrator’s name', async () => {
    const relative = await signedInClient({ name: 'Tom Hollins' });
    const { token } = await invite(narrator, relative.account.email);
    await accept(relative, token);
    const latecomer = await signedInClient();

    const preview = await previewOf(token);
    const again = await accept(latecomer, token);

    expect(preview).toMatchObject(refusedAsInvalid(NARRATOR));
    expect(again).toMatchObject(refusedAsInvalid(NARRATOR));
    expect((await members(narrator)).map((member) => member.id)).not.toContain(latecomer.user.id);
  });

  it('is refused once expired, with the same text', async () => {
    const relative = await signedInClient();
    const { token, invitation } = await invite(narrator, relative.account.email);
    await expireInvitation(token);

    const preview = await previewOf(token);
    const accepted = await accept(relative, token);

    expect(preview).toMatchObject(refusedAsInvalid(NARRATOR));
    expect(accepted).toMatchObject(refusedAsInvalid(NARRATOR));
    expect((await members(narrator)).map((member) => member.id)).not.toContain(relative.user.id);
    expect((await invitations(narrator)).map((item) => item.id)).not.toContain(invitation.id);
  });

  it('is refused from the next request once the narrator cancels the invitation', async () => {
    const relative = await signedInClient();
    const { token, invitation } = await invite(narrator, relative.account.email);

    const cancelled = await narrator.client.delete(`/api/family/invitations/${invitation.id}`);
    const preview = await previewOf(token);
    const accepted = await accept(relative, token);

    expect(cancelled.status).toBe(204);
    expect(preview).toMatchObject(refusedAsInvalid(NARRATOR));
    expect(accepted).toMatchObject(refusedAsInvalid(NARRATOR));
    expect((await invitations(narrator)).map((item) => item.id)).not.toContain(invitation.id);
    expect((await members(narrator)).map((member) => member.id)).not.toContain(relative.user.id);
  });

  it('answers an unknown token with the text naming no one', async () => {
    const relative = await signedInClient();

    const preview = await new ApiClient().get('/api/family/invitations/preview?token=no-such-token');
    const accepted = await relative.client.post('/api/family/invitations/accept', { token: 'no-such-token' });

    expect(preview).toMatchObject(refusedAsInvalid(FAMILY_TEXTS.unknownInviter));
    expect(accepted).toMatchObject(refusedAsInvalid(FAMILY_TEXTS.unknownInviter));
  });

  it('needs a signed-in relative to accept, and the narrator cannot accept their own', async () => {
    const { token } = await invite(narrator, newAccount().email);

    const anonymous = await new ApiClient().post('/api/family/invitations/accept', { token });
    const own = await accept(narrator, token);
    const preview = await previewOf(token);

    expect(anonymous.status).toBe(401);
    expect(own.status).toBeGreaterThanOrEqual(400);
    expect(own.status).toBeLessThan(500);
    expect(own.body).toEqual({ error: FAMILY_TEXTS.ownInvitation });
    // Neither attempt spent the link.
    expect(preview.status).toBe(200);
  });
});

describe('members', () => {
  it('the narrator makes a reader a contributor and back; a bad role is refused', async () => {
    const relative = await joinedRelative(narrator, 'reader');

    const promoted = await narrator.client.put(`/api/family/members/${relative.user.id}`, {
      role: 'contributor',
    });
    const listed = await members(narrator);
    const bad = await narrator.client.put(`/api/family/members/${relative.user.id}`, { role: 'owner' });
    const demoted = await narrator.client.put(`/api/family/members/${relative.user.id}`, { role: 'reader' });

    expect(promoted).toMatchObject({
      status: 200,
      body: { member: { id: relative.user.id, role: 'contributor' } },
    });
    expect(listed.find((member) => member.id === relative.user.id)?.role).toBe('contributor');
    expect(bad.status).toBe(400);
    expect(demoted.body).toMatchObject({ member: { id: relative.user.id, role: 'reader' } });
  });

  it('only the narrator changes or removes a member; an unknown member answers 404', async () => {
    const reader = await joinedRelative(narrator, 'reader');
    const contributor = await joinedRelative(narrator, 'contributor');

    const byRelative = await contributor.client.put(`/api/family/members/${reader.user.id}`, {
      role: 'contributor',
    });
    const removedByRelative = await contributor.client.delete(`/api/family/members/${reader.user.id}`);
    const unknown = await narrator.client.delete('/api/family/members/no-such-member');

    expect(byRelative.status).toBe(404);
    expect(removedByRelative.status).toBe(404);
    expect(unknown).toMatchObject({ status: 404, body: { error: FAMILY_TEXTS.memberNotFound } });
    expect((await members(narrator)).find((member) => member.id === reader.user.id)?.role).toBe('reader');
  });

  it('a removed member is refused from the very next request', async () => {
    const storyId = await sharedStoryWith(narrator, 'We kept bees behind the chapel.');
    const relative = await joinedRelative(narrator, 'contributor');
    expect((await relative.client.get(`/api/family/stories/${storyId}`)).status).toBe(200);

    const removed = await narrator.client.delete(`/api/family/members/${relative.user.id}`);
    const read = await relative.client.get(`/api/family/stories/${storyId}`);
    const contribute = await relative.client.post(`/api/family/stories/${storyId}/contributions`, {
      content: 'I remember the bees too.',
    });
    const shared = await relative.client.get<{ circles: { narrator: { id: string } }[] }>(
      '/api/family/shared',
    );

    expect(removed.status).toBe(204);
    expect(read).toMatchObject({ status: 404, body: { error: FAMILY_TEXTS.storyNotFound } });
    expect(contribute.status).toBe(404);
    expect(shared.body.circles.map((circle) => circle.narrator.id)).not.toContain(narrator.user.id);
    expect((await members(narrator)).map((member) => member.id)).not.toContain(relative.user.id);
  });

  it('a relative accepting a second link while already a member is told so', async () => {
    const relative = await joinedRelative(narrator, 'reader');
    const { token } = await invite(narrator, `second-${relative.account.email}`);

    const again = await accept(relative, token);

    expect(again).toMatchObject({ status: 409, body: { error: FAMILY_TEXTS.alreadyMember } });
    expect((await members(narrator)).filter((member) => member.id === relative.user.id)).toHaveLength(1);
  });
});

describe('leaving a circle', () => {
  it('the relative leaves: they are no longer a member and the shared stories are gone for them', async () => {
    const storyId = await sharedStoryWith(narrator, 'The orchard had twelve apple trees.');
    const relative = await joinedRelative(narrator, 'reader');

    const left = await relative.client.post('/api/family/leave', { narratorId: narrator.user.id });
    const read = await relative.client.get(`/api/family/stories/${storyId}`);
    const shared = await relative.client.get<{ circles: unknown[] }>('/api/family/shared');
    const again = await relative.client.post('/api/family/leave', { narratorId: narrator.user.id });

    expect(left.status).toBe(204);
    expect(read.status).toBe(404);
    expect(shared).toMatchObject({ status: 200, body: { circles: [] } });
    expect((await members(narrator)).map((member) => member.id)).not.toContain(relative.user.id);
    expect(again.status).toBe(404);
  });

  it('a stranger leaving a circle they are not in answers 404', async () => {
    const stranger = await signedInClient();

    const answer = await stranger.client.post('/api/family/leave', { narratorId: narrator.user.id });

    expect(answer).toMatchObject({ status: 404, body: { error: FAMILY_TEXTS.circleNotFound } });
  });
});
