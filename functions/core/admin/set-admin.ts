import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { ACCOUNT_TEXTS } from '#shared/texts.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { findUserByEmail, type UserRecord } from '../auth/users.ts';

/** Sets a user's isAdmin flag, found by email. */
export const setAdmin = async (emailAddress: string, isAdmin: boolean): Promise<UserRecord> => {
  const email = z.email().parse(emailAddress.trim().toLowerCase());
  const user = await findUserByEmail(email);
  if (!user) throw new NotFoundError(ACCOUNT_TEXTS.noAccountFor(email));
  await UserEntity.build(UpdateItemCommand)
    .item({ userId: user.userId, isAdmin })
    .options({ condition: { attr: 'userId', exists: true } })
    .send();
  return { ...user, isAdmin };
};
