import type { Entity } from 'dynamodb-toolbox/entity';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { PutItemCommand, type PutItemInput } from 'dynamodb-toolbox/entity/actions/put';
import { mailer } from '../../lib/adapters.ts';
import { config } from '../../lib/config.ts';
import { logger } from '../../lib/logger.ts';
import { hashLinkToken, newLinkToken } from './tokens.ts';

/**
 * The text of a mail that carries a single-use link (email verification, password reset, a family
 * invitation): the greeting, `before`, the link to `path` with its token, `after`, and the signature.
 */
export const linkMailText = (
  path: string,
  token: string,
  before: readonly string[],
  after: readonly string[],
): string => {
  const link = new URL(path, config().APP_URL);
  link.searchParams.set('token', token);
  return ['Hello,', '', ...before, '', link.toString(), '', ...after, '', 'Walt'].join('\n');
};

/** What a single-use link mail says: the page it opens, the subject, the lines around the link, the log line. */
export interface LinkMail {
  path: string;
  subject: string;
  before: readonly string[];
  after: readonly string[];
  sentLog: string;
}

/**
 * Stores a fresh single-use link token for the user in `entity` (256-bit, kept only as its hash, expiring
 * after `seconds`, never overwriting another) and mails the link to the user's address.
 */
export const mailNewLink = async <E extends Entity>(
  entity: E,
  seconds: number,
  user: { userId: string; email: string },
  mail: LinkMail,
): Promise<void> => {
  const token = newLinkToken();
  const expiresAt = Math.floor(Date.now() / 1000) + seconds;
  await entity
    .build(PutItemCommand)
    .item({
      tokenHash: hashLinkToken(token),
      userId: user.userId,
      expiresAt,
      ttl: expiresAt,
    } as PutItemInput<E>)
    .options({ condition: { attr: 'tokenHash', exists: false } as Condition<E> })
    .send();
  // No name: whoever registered chose it, and this mail may reach a mailbox whose owner did not (M8).
  const text = linkMailText(mail.path, token, mail.before, mail.after);
  await mailer().send({ to: user.email, subject: mail.subject, text });
  logger.info(mail.sentLog, { userId: user.userId });
};
