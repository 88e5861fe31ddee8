import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import {
  FAMILY_INVITATION_DAYS,
  FAMILY_MAX_MEMBERS,
  FAMILY_MAX_PENDING_INVITATIONS,
} from '#shared/constants.ts';
import { nameForMail } from '#shared/display-name.ts';
import type { FamilyRole } from '#shared/schemas/family.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import { FamilyInvitationEntity, invitationsOfNarrator } from '../../db/entities/family-invitation.ts';
import { FamilyMemberEntity, membersOfCircle } from '../../db/entities/family-member.ts';
import { isTransactionRefused } from '../../db/errors.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { mailer } from '../../lib/adapters.ts';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { linkMailText } from '../auth/link-mail.ts';
import { giveBackAttempt, type Limit, takeAttempt } from '../auth/rate-limit.ts';
import type { UserRecord } from '../auth/users.ts';
import { findUserById } from '../auth/users.ts';
import { refusedAs } from '../conditional-writes.ts';
import { asRole, membershipOf, usersById } from './circle.ts';
import {
  hashInvitationToken,
  invitationTimes,
  isInvitationOpen,
  isoFromSeconds,
  newInvitationToken,
} from './tokens.ts';

type InvitationRecord = FormattedItem<typeof FamilyInvitationEntity>;

const DAY = 24 * 3600;
/** Invitations one address may receive a day (so no one can mail-bomb an address through Walt). */
export const INVITATIONS_PER_ADDRESS_PER_DAY = 3;
/** Invitations one narrator may send a day: a full circle and its waiting list, and a few more. */
export const INVITATIONS_PER_NARRATOR_PER_DAY = 50;
/**
 * Until their address is verified a narrator may send this many a day (enough to invite the family on the
 * first evening, too few for an unverified account to be worth using for spam), as Walt's AI keeps a small
 * allowance before verification.
 */
export const INVITATIONS_UNVERIFIED_PER_DAY = 3;
const unverifiedLimit = (narratorId: string): Limit[] => [
  { key: `family-invite:unverified:${narratorId}`, max: INVITATIONS_UNVERIFIED_PER_DAY, windowSeconds: DAY },
];

const invitationLimits = (narratorId: string, email: string): Limit[] => [
  { key: `family-invite:email:${email}`, max: INVITATIONS_PER_ADDRESS_PER_DAY, windowSeconds: DAY },
  { key: `family-invite:user:${narratorId}`, max: INVITATIONS_PER_NARRATOR_PER_DAY, windowSeconds: DAY },
];

/** A link that no longer works: 410 with the narrator's name (or, for an unknown link, a name for no one). */
const invalidInvitation = (narratorName: string = FAMILY_TEXTS.unknownInviter) =>
  new HttpError(410, FAMILY_TEXTS.invalidInvitation(narratorName));

const toInvitation = (record: InvitationRecord) => ({
  id: record.invitationId,
  email: record.email ?? '',
  relationship: record.relationship,
  role: asRole(record.role),
  createdAt: record.createdAt,
  expiresAt: isoFromSeconds(record.expiresAt),
});

/** The narrator's invitations whose links still work. */
const openInvitationsOf = async (narratorId: string, now = Date.now()) =>
  (await queryAll(FamilyInvitationEntity, invitationsOfNarrator(narratorId))).filter((record) =>
    isInvitationOpen(record, now),
  );

/**
 * The invitation mail. It quotes the narrator's name only when the name passes today's display-name rule
 * (`nameForMail`): a name stored before the rule, such as `Claim at evil.com`, would otherwise put a link of
 * the narrator's choosing in a mail Walt sends to someone else's address (issue 23, M8).
 */
const invitationMail = (storedName: string | undefined, token: string) => {
  const narratorName = nameForMail(storedName);
  return {
    subject: narratorName
      ? FAMILY_TEXTS.invitationEmailSubject(narratorName)
      : FAMILY_TEXTS.invitationEmailSubjectUnnamed,
    text: linkMailText(
      '/family/join',
      token,
      [
        narratorName
          ? FAMILY_TEXTS.invitationEmailBody(narratorName)
          : FAMILY_TEXTS.invitationEmailBodyUnnamed,
        '',
        `Open this link within the next ${FAMILY_INVITATION_DAYS} days to accept (you can sign in or create an account there):`,
      ],
      ['If you were not expecting this invitation, you can ignore this email.'],
    ),
  };
};

/**
 * Invites an address to the narrator's circle and mails the single-use link. Refused: past the small daily
 * allowance of a narrator whose address is not verified yet (429, saying to verify), the narrator's own address, a member's, an address already
 * waiting, a full circle or a full waiting list; and, like every mail, past the per-address and per-narrator
 * daily limits (429).
 */
export const createInvitation = async (
  narrator: UserRecord,
  input: { email: string; relationship: string; role: FamilyRole },
  now = Date.now(),
) => {
  const email = input.email.toLowerCase();
  if (email === narrator.email.toLowerCase()) throw new ValidationError(FAMILY_TEXTS.inviteSelf);
  const members = await queryAll(FamilyMemberEntity, membersOfCircle(narrator.userId), { consistent: true });
  const users = await usersById(members.map((member) => member.memberId));
  if ([...users.values()].some((user) => user.email.toLowerCase() === email))
    throw new ConflictError(FAMILY_TEXTS.alreadyMember);
  if (members.length >= FAMILY_MAX_MEMBERS)
    throw new ConflictError(FAMILY_TEXTS.tooManyMembers(FAMILY_MAX_MEMBERS));
  const waiting = await openInvitationsOf(narrator.userId, now);
  if (waiting.some((invitation) => invitation.email === email))
    throw new ConflictError(FAMILY_TEXTS.alreadyInvited);
  if (waiting.length >= FAMILY_MAX_PENDING_INVITATIONS)
    throw new ConflictError(FAMILY_TEXTS.tooManyInvitations(FAMILY_MAX_PENDING_INVITATIONS));
  const limits = [
    ...invitationLimits(narrator.userId, email),
    ...(narrator.emailVerified ? [] : unverifiedLimit(narrator.userId)),
  ];
  if (!narrator.emailVerified)
    await takeAttempt(
      unverifiedLimit(narrator.userId),
      now,
      FAMILY_TEXTS.verifyToInviteMore(INVITATIONS_UNVERIFIED_PER_DAY),
    );
  try {
    await takeAttempt(invitationLimits(narrator.userId, email), now);
  } catch (error) {
    if (!narrator.emailVerified) await giveBackAttempt(unverifiedLimit(narrator.userId), now);
    throw error;
  }
  const { token, tokenHash } = newInvitationToken();
  const { expiresAt, ttl } = invitationTimes(now);
  const record = {
    tokenHash,
    invitationId: randomUUID(),
    narratorId: narrator.userId,
    email,
    relationship: input.relationship,
    role: input.role,
    status: 'pending' as const,
    expiresAt,
    ttl,
    createdAt: new Date(now).toISOString(),
  };
  await FamilyInvitationEntity.build(PutItemCommand)
    .item(record)
    .options({ condition: { attr: 'tokenHash', exists: false } })
    .send();
  try {
    await mailer().send({ to: email, ...invitationMail(narrator.name, token) });
  } catch (error) {
    // Nothing waits for a mail that never left: the invitation goes and the attempt is given back.
    await FamilyInvitationEntity.build(DeleteItemCommand).key({ tokenHash }).send();
    await giveBackAttempt(limits, now);
    throw error;
  }
  logger.info('family: invitation sent', { invitationId: record.invitationId });
  return toInvitation({ ...record, updatedAt: record.createdAt });
};

/** The narrator's invitations still waiting, oldest first. */
export const listInvitations = async (narratorId: string) =>
  (await openInvitationsOf(narratorId)).map(toInvitation);

/** Cancels one of the narrator's waiting invitations: its link answers 410 from the next request. */
export const cancelInvitation = async (narratorId: string, invitationId: string): Promise<void> => {
  const found = (await queryAll(FamilyInvitationEntity, invitationsOfNarrator(narratorId))).find(
    (record) => record.invitationId === invitationId && record.status === 'pending',
  );
  if (!found) throw new NotFoundError(FAMILY_TEXTS.invitationNotFound);
  await refusedAs(
    FamilyInvitationEntity.build(UpdateItemCommand)
      .item({ tokenHash: found.tokenHash, status: 'cancelled', email: $remove() })
      .options({ condition: { attr: 'status', eq: 'pending' } })
      .send(),
    () => new NotFoundError(FAMILY_TEXTS.invitationNotFound),
  );
};

/** The invitation a link names and its narrator; 410 for an unknown link or a narrator who is gone. */
const invitationOfToken = async (token: string) => {
  const invitation = await getItem(FamilyInvitationEntity, { tokenHash: hashInvitationToken(token) });
  const narrator = invitation && (await findUserById(invitation.narratorId));
  if (!invitation || !narrator) throw invalidInvitation();
  return { invitation, narrator };
};

/** Whose invitation a link is, for the join page; 410 naming the narrator once it no longer works. */
export const previewInvitation = async (token: string) => {
  const { invitation, narrator } = await invitationOfToken(token);
  if (!isInvitationOpen(invitation, Date.now())) throw invalidInvitation(narrator.name);
  return {
    narratorName: narrator.name,
    relationship: invitation.relationship,
    role: asRole(invitation.role),
  };
};

/**
 * The signed-in relative joins the circle with the invitation's role and relationship, and the link is
 * spent, in one transaction (of two concurrent accepts one wins). The same relative accepting the same link
 * again (a double click) gets the same answer; anyone else 410. Refused: the narrator's own link (400), a
 * relative already in the circle (409), a full circle (409).
 */
export const acceptInvitation = async (userId: string, token: string) => {
  const now = Date.now();
  const { invitation, narrator } = await invitationOfToken(token);
  const answer = (member: { relationship: string; role: string }) => ({
    narrator: { id: narrator.userId, name: narrator.name },
    relationship: member.relationship,
    role: asRole(member.role),
  });
  const joinedThroughIt = async () => {
    const member = await membershipOf(narrator.userId, userId);
    return member?.invitationId === invitation.invitationId ? member : undefined;
  };
  if (!isInvitationOpen(invitation, now)) {
    const member = invitation.status === 'accepted' ? await joinedThroughIt() : undefined;
    if (member) return answer(member);
    throw invalidInvitation(narrator.name);
  }
  if (narrator.userId === userId) throw new ValidationError(FAMILY_TEXTS.ownInvitation);
  if (await membershipOf(narrator.userId, userId)) throw new ConflictError(FAMILY_TEXTS.alreadyMember);
  const members = await queryAll(FamilyMemberEntity, membersOfCircle(narrator.userId), {
    consistent: true,
    attributes: ['memberId'],
  });
  if (members.length >= FAMILY_MAX_MEMBERS)
    throw new ConflictError(FAMILY_TEXTS.tooManyMembers(FAMILY_MAX_MEMBERS));
  try {
    await execute(
      FamilyInvitationEntity.build(UpdateTransaction)
        .item({ tokenHash: invitation.tokenHash, status: 'accepted', email: $remove() })
        .options({
          condition: {
            and: [
              { attr: 'status', eq: 'pending' },
              { attr: 'expiresAt', gt: Math.floor(now / 1000) },
            ],
          },
        }),
      FamilyMemberEntity.build(PutTransaction)
        .item({
          narratorId: narrator.userId,
          memberId: userId,
          relationship: invitation.relationship,
          role: asRole(invitation.role),
          invitationId: invitation.invitationId,
        })
        .options({ condition: { attr: 'memberId', exists: false } }),
    );
  } catch (error) {
    if (!isTransactionRefused(error)) throw error;
    const member = await joinedThroughIt();
    if (member) return answer(member);
    if (await membershipOf(narrator.userId, userId)) throw new ConflictError(FAMILY_TEXTS.alreadyMember);
    throw invalidInvitation(narrator.name);
  }
  logger.info('family: invitation accepted', { invitationId: invitation.invitationId });
  return answer(invitation);
};
