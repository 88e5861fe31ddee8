import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { expect, inject } from 'vitest';
import { hashInvitationToken } from '#functions/core/family/tokens.ts';
import { FamilyInvitationEntity } from '#functions/db/entities/family-invitation.ts';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import type { FamilyRole } from '#shared/schemas/family.ts';
import { type ApiAnswer, type Session, signedInClient } from './api.ts';
import { verifyEmailOf } from './verify-email.ts';

/**
 * The family circle (issue 25) from the outside: narrators whose address is verified (Walt mails nothing
 * else), invitations read back from the local outbox, relatives who join through the link, shared stories.
 */

export interface InvitationBody {
  id: string;
  email: string;
  relationship: string;
  role: FamilyRole;
  createdAt: string;
  expiresAt: string;
}

/** An API call that must succeed while a test is set up. */
export const must = async <T>(answer: Promise<ApiAnswer<unknown>>, what: string): Promise<T> => {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body as T;
};

/** A signed-in narrator whose address is verified, so that Walt mails their invitations. */
export const verifiedNarrator = async (name = 'Margaret Hollins'): Promise<Session> => {
  const session = await signedInClient({ name });
  await verifyEmailOf(session.account.email);
  return session;
};

/** Every family invitation mailed to the address, oldest first: subject, text and the link's token. */
export const invitationMailsTo = async (email: string) =>
  (await readOutbox(inject('outboxDir')))
    .filter((mail) => mail.to === email && /\/family\/join\?token=/.test(mail.text))
    .map((mail) => ({
      ...mail,
      token: decodeURIComponent(/\/family\/join\?token=([^\s&"'<>]+)/.exec(mail.text)?.[1] ?? ''),
    }));

/** The token of the newest invitation mailed to the address. */
export const invitationTokenFor = async (email: string): Promise<string> => {
  const token = (await invitationMailsTo(email)).at(-1)?.token;
  if (!token) throw new Error(`no family invitation mailed to ${email}`);
  return token;
};

/** The narrator invites the address; the invitation and the token of the link mailed for it. */
export const invite = async (
  narrator: Session,
  email: string,
  role: FamilyRole = 'reader',
  relationship = 'daughter',
): Promise<{ invitation: InvitationBody; token: string }> => {
  const { invitation } = await must<{ invitation: InvitationBody }>(
    narrator.client.post('/api/family/invitations', { email, relationship, role }),
    'invitation',
  );
  return { invitation, token: await invitationTokenFor(email) };
};

/** A relative who registered and joined the narrator's circle through the link mailed to them. */
export const joinedRelative = async (
  narrator: Session,
  role: FamilyRole,
  relationship = role === 'reader' ? 'grandson' : 'daughter',
  name = role === 'reader' ? 'Tom Hollins' : 'Ruth Hollins',
): Promise<Session> => {
  const relative = await signedInClient({ name });
  const { token } = await invite(narrator, relative.account.email, role, relationship);
  await must(relative.client.post('/api/family/invitations/accept', { token }), 'accept invitation');
  return relative;
};

/** A story of the narrator's with one typed entry; its id. */
export const storyWith = async (narrator: Session, content: string, title = 'The bakery years') =>
  (
    await must<{ id: string }>(
      narrator.client.post('/api/stories', { title, textEntry: { content } }),
      'story',
    )
  ).id;

/** "Share with my family circle" turned on (or off) for the story. */
export const share = async (narrator: Session, storyId: string, shared = true) => {
  const answer = await narrator.client.put(`/api/stories/${storyId}/sharing`, { shared });
  expect(answer, 'sharing').toMatchObject({ status: 200, body: { id: storyId, shared } });
};

/** A shared story of the narrator's, with one typed entry. */
export const sharedStoryWith = async (narrator: Session, content: string, title?: string) => {
  const storyId = await storyWith(narrator, content, title);
  await share(narrator, storyId);
  return storyId;
};

/**
 * Moves an invitation's expiry a minute into the past, written straight to its item (as 14 days passing
 * would): the item is keyed by the hash of the link's token.
 */
export const expireInvitation = async (token: string): Promise<void> => {
  await FamilyInvitationEntity.build(UpdateItemCommand)
    .item({ tokenHash: hashInvitationToken(token), expiresAt: Math.floor(Date.now() / 1000) - 60 })
    .options({ condition: { attr: 'tokenHash', exists: true } })
    .send();
};
