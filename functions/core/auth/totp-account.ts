import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { SESSION_TEXTS, TWO_FACTOR_TEXTS } from '#shared/texts.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { isConditionFailure } from '../../db/errors.ts';
import {
  ConflictError,
  ForbiddenError,
  type HttpError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { absentOrBelow, refusedAs } from '../conditional-writes.ts';
import { confirmPassword } from './confirm-password.ts';
import { forgetSecondFactor } from './forget-second-factor.ts';
import { clearAttempts, giveBackAttempt, type Limit, takeAttempt } from './rate-limit.ts';
import {
  hashRecoveryCodes,
  newRecoveryCodes,
  recoveryCodesLeft,
  withoutRecoveryCode,
} from './recovery-codes.ts';
import { endOtherSessions } from './session-list.ts';
import { newTotpSecret, openTotpSecret, otpauthUrl, sealTotpSecret, totpStepOf } from './totp.ts';
import { readChallenge } from './totp-challenge.ts';
import { findUserById, type UserRecord } from './users.ts';

/**
 * Codes tried per account: 5 per 15 minutes, counted before the code is checked (a million codes cannot be
 * walked through; one who has the password still needs the phone). Shared by sign-in, enable and disable.
 */
const codeLimits = (userId: string): Limit[] => [
  { key: `two-factor:user:${userId}`, max: 5, windowSeconds: 15 * 60 },
];

/** Runs a code check under the limits: its attempt is taken first, and given back when the code was right. */
const underLimits = async <T>(userId: string, check: () => Promise<T>): Promise<T> => {
  const limits = codeLimits(userId);
  const now = Date.now();
  await takeAttempt(limits, now, TWO_FACTOR_TEXTS.tooManyAttempts);
  const result = await check();
  await clearAttempts(limits, now).catch(() => giveBackAttempt(limits, now));
  return result;
};

/**
 * Spends a TOTP code of the user's secret: it must be right within ±1 step and of a newer step than the last
 * one used (a conditional write, so a code works once even when sent twice at the same moment).
 */
const spendCode = async (
  user: UserRecord,
  sealed: string,
  code: string,
  wrong: () => HttpError,
  extra: Record<string, unknown> = {},
): Promise<void> => {
  const step = totpStepOf(await openTotpSecret(sealed, user.userId), code);
  if (step === undefined) throw wrong();
  try {
    await UserEntity.build(UpdateItemCommand)
      .item({ userId: user.userId, twoFactorLastStep: step, ...extra })
      .options({
        condition: {
          and: [{ attr: 'userId', exists: true }, absentOrBelow('twoFactorLastStep', step)],
        },
      })
      .send();
  } catch (error) {
    if (isConditionFailure(error)) {
      logger.warn('security: two-factor code replayed', { userId: user.userId });
      throw wrong();
    }
    throw error;
  }
};

/**
 * Starts turning two-factor sign-in on, after the password is entered again: a new secret, kept sealed as
 * pending until a first code from the app proves it was copied. Nothing changes at sign-in yet.
 */
export const setupTwoFactor = async (
  user: UserRecord,
  password: string,
): Promise<{ secret: string; otpauthUrl: string }> => {
  if (user.twoFactorEnabled) throw new ConflictError(TWO_FACTOR_TEXTS.alreadyOn);
  await confirmPassword(user, password);
  const secret = newTotpSecret();
  await UserEntity.build(UpdateItemCommand)
    .item({ userId: user.userId, twoFactorPendingSecret: await sealTotpSecret(secret, user.userId) })
    .options({ condition: { attr: 'userId', exists: true } })
    .send();
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
};

/**
 * Turns two-factor sign-in on with a first code of the pending secret; answers the recovery codes, once. Every
 * other session of the user ends (issue 23, M6): one opened with the password alone, perhaps by someone who
 * knew it, must not outlive the second factor. The session that asked (`currentSessionId`) stays.
 */
export const enableTwoFactor = async (
  user: UserRecord,
  code: string,
  currentSessionId?: string,
): Promise<{ recoveryCodes: string[] }> => {
  if (user.twoFactorEnabled) throw new ConflictError(TWO_FACTOR_TEXTS.alreadyOn);
  const pending = user.twoFactorPendingSecret;
  if (!pending) throw new ConflictError(TWO_FACTOR_TEXTS.notStarted);
  const recoveryCodes = newRecoveryCodes();
  const stored = await hashRecoveryCodes(recoveryCodes);
  await underLimits(user.userId, () =>
    spendCode(user, pending, code, () => new ForbiddenError(TWO_FACTOR_TEXTS.wrongCode), {
      twoFactorEnabled: true,
      twoFactorSecret: pending,
      twoFactorPendingSecret: $remove(),
      twoFactorRecoveryCodes: stored,
    }),
  );
  const ended = await endOtherSessions(user.userId, currentSessionId);
  logger.info('security: two-factor sign-in turned on', { userId: user.userId, sessionsEnded: ended });
  return { recoveryCodes };
};

/**
 * A new set of recovery codes (issue 23), answered once; the old set stops working at the same write. Needs
 * the password again or a current code from the app (each one given must be right): a wrong password answers
 * 403 under the password-confirmation limits, a wrong code 403 under the code limits.
 */
export const renewRecoveryCodes = async (
  user: UserRecord,
  proof: { password?: string; code?: string },
): Promise<{ recoveryCodes: string[] }> => {
  const sealed = user.twoFactorSecret;
  if (!user.twoFactorEnabled || !sealed) throw new ConflictError(TWO_FACTOR_TEXTS.notOn);
  if (!proof.password && !proof.code) throw new ValidationError(SESSION_TEXTS.proofRequired);
  if (proof.password) await confirmPassword(user, proof.password);
  const { code } = proof;
  if (code)
    await underLimits(user.userId, () =>
      spendCode(user, sealed, code, () => new ForbiddenError(TWO_FACTOR_TEXTS.wrongCode)),
    );
  const recoveryCodes = newRecoveryCodes();
  await refusedAs(
    UserEntity.build(UpdateItemCommand)
      .item({ userId: user.userId, twoFactorRecoveryCodes: await hashRecoveryCodes(recoveryCodes) })
      .options({ condition: { attr: 'twoFactorEnabled', eq: true } })
      .send(),
    () => new ConflictError(TWO_FACTOR_TEXTS.notOn),
  );
  logger.info('security: recovery codes renewed', { userId: user.userId });
  return { recoveryCodes };
};

/** Turns two-factor sign-in off: the password again and a current code. */
export const disableTwoFactor = async (user: UserRecord, password: string, code: string): Promise<void> => {
  const sealed = user.twoFactorSecret;
  if (!user.twoFactorEnabled || !sealed) throw new ConflictError(TWO_FACTOR_TEXTS.notOn);
  await confirmPassword(user, password);
  await underLimits(user.userId, () =>
    spendCode(user, sealed, code, () => new ForbiddenError(TWO_FACTOR_TEXTS.wrongCode)),
  );
  await forgetSecondFactor(user.userId);
  logger.info('security: two-factor sign-in turned off', { userId: user.userId });
};

/**
 * Spends one recovery code (recovery-codes.ts: one scrypt per check): the stored set is rewritten without it
 * on the condition that it is still the set read, so each code works once even when codes are sent at once
 * (a lost race reads the set again).
 */
const spendRecoveryCode = async (user: UserRecord, recoveryCode: string): Promise<void> => {
  const wrong = () => new UnauthorizedError(TWO_FACTOR_TEXTS.wrongRecoveryCode);
  let stored = user.twoFactorRecoveryCodes;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const left = await withoutRecoveryCode(stored, recoveryCode);
    if (left === undefined) throw wrong();
    try {
      await UserEntity.build(UpdateItemCommand)
        .item({
          userId: user.userId,
          twoFactorRecoveryCodes: left || $remove(),
        })
        .options({ condition: { attr: 'twoFactorRecoveryCodes', eq: stored ?? '' } })
        .send();
      logger.info('security: recovery code used', { userId: user.userId, left: recoveryCodesLeft(left) });
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      stored = (await findUserById(user.userId))?.twoFactorRecoveryCodes;
    }
  }
  throw wrong();
};

/** What proves the second factor: a code from the authenticator app, or one recovery code. */
export interface SecondFactorProof {
  code?: string;
  recoveryCode?: string;
}

/**
 * Checks the second factor of a user with two-factor sign-in on, as sign-in does: none given answers 400
 * (`missing`, before any attempt is counted); a code or recovery code is checked under the code limits (5 per
 * 15 minutes per account, shared with sign-in), a wrong one answers 401, and a right one is spent (a code's
 * step cannot be used again, a recovery code is gone).
 */
export const proveSecondFactor = async (
  user: UserRecord,
  proof: SecondFactorProof,
  missing: string = TWO_FACTOR_TEXTS.codeRequired,
): Promise<void> => {
  const sealed = user.twoFactorSecret;
  if (!user.twoFactorEnabled || !sealed) throw new ConflictError(TWO_FACTOR_TEXTS.notOn);
  const { code, recoveryCode } = proof;
  if (!code && !recoveryCode) throw new ValidationError(missing);
  await underLimits(user.userId, () =>
    code
      ? spendCode(user, sealed, code, () => new UnauthorizedError(TWO_FACTOR_TEXTS.wrongCode))
      : spendRecoveryCode(user, recoveryCode ?? ''),
  );
};

/**
 * The second step of sign-in: the challenge of the first (the password was right, in the last five minutes,
 * under the same credentials) and a code from the app or one recovery code. Answers the user to open a session.
 */
export const completeTwoFactorSignIn = async (
  challenge: string,
  proof: SecondFactorProof,
): Promise<UserRecord> => {
  const { userId, credentialsVersion } = await readChallenge(challenge);
  const user = await findUserById(userId);
  if (
    !user?.twoFactorEnabled ||
    !user.twoFactorSecret ||
    (user.credentialsVersion ?? 1) !== credentialsVersion
  )
    throw new UnauthorizedError(TWO_FACTOR_TEXTS.challengeExpired);
  await proveSecondFactor(user, proof);
  logger.info('security: signed in with two factors', { userId, recoveryCode: !proof.code });
  return user;
};
