import { randomUUID } from 'node:crypto';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { AUTH_TEXTS, REGISTRATION_TEXTS } from '#shared/texts.ts';
import { EmailClaimEntity } from '../../db/entities/email-claim.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { isTransactionRefused } from '../../db/errors.ts';
import { mailer } from '../../lib/adapters.ts';
import { config } from '../../lib/config.ts';
import { ConflictError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { assertAcceptablePassword } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';
import { type Limit, takeAttempt } from './rate-limit.ts';
import type { UserRecord } from './users.ts';

/** Accounts one address may create per hour unless the environment says otherwise (issue 23, H1). */
export const REGISTRATIONS_PER_HOUR = 5;

/**
 * Registrations per client address and hour: `ip` is the address as the limits count it (an IPv6 address by
 * its /64, so a subscriber cannot take a fresh address for each account). `REGISTRATIONS_PER_IP_PER_HOUR`
 * overrides the limit (the test runtimes, which register hundreds of accounts from 127.0.0.1, raise it).
 */
const registrationLimits = (ip: string): Limit[] => {
  const configured = Number(process.env.REGISTRATIONS_PER_IP_PER_HOUR);
  const max =
    process.env.REGISTRATIONS_PER_IP_PER_HOUR && Number.isInteger(configured) && configured >= 0
      ? configured
      : REGISTRATIONS_PER_HOUR;
  return [{ key: `register:ip:${ip}`, max, windowSeconds: 3600 }];
};

/**
 * Someone tried to register an address that has an account: its owner hears of it (at most once an hour, so
 * the address cannot be mail-bombed through the form). A mail that cannot be sent is logged; the answer to
 * the request stays the same. See docs/decisions.md "Registration of an address that has an account".
 */
const tellTheOwner = async (email: string): Promise<void> => {
  try {
    await takeAttempt([{ key: `register-taken:${email}`, max: 1, windowSeconds: 3600 }]);
  } catch {
    return;
  }
  try {
    await mailer().send({
      to: email,
      subject: 'Someone tried to create a Walt account with your email address',
      text: [
        'Hello,',
        '',
        'Someone just tried to create a new Walt account with this email address, which already has one.',
        '',
        `If it was you, sign in at ${new URL('/login', config().APP_URL)} — and if you have forgotten your password, the sign-in page lets you set a new one.`,
        '',
        'If it was not you, you can ignore this email: nothing was changed, and no one can use your account without your password.',
        '',
        'Walt',
      ].join('\n'),
    });
  } catch (error) {
    logger.error('mail about a repeated registration failed', { error });
  }
};

/**
 * Creates the user and claims the email in one transaction, so two sign-ups cannot share an address. One
 * registration is taken from the caller's address first (429 with Retry-After once the hour's are used up),
 * after the password is found acceptable, so a rejected password costs nothing.
 */
export const registerUser = async (
  input: { email: string; password: string; name: string },
  ip: string,
): Promise<UserRecord> => {
  await assertAcceptablePassword(input.password);
  await takeAttempt(registrationLimits(ip), Date.now(), REGISTRATION_TEXTS.tooMany);
  const userId = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const user: UserRecord = {
    userId,
    email: input.email,
    name: input.name,
    passwordHash,
    isAdmin: false,
    grantedPermissions: {},
    credentialsVersion: 1,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await execute(
      EmailClaimEntity.build(PutTransaction)
        .item({ email: input.email, userId })
        .options({ condition: { attr: 'email', exists: false } }),
      UserEntity.build(PutTransaction)
        .item(user)
        .options({ condition: { attr: 'userId', exists: false } }),
    );
  } catch (error) {
    if (!isTransactionRefused(error)) throw error;
    await tellTheOwner(input.email);
    throw new ConflictError(AUTH_TEXTS.emailTaken);
  }
  logger.info('security: account registered', { userId });
  return user;
};
