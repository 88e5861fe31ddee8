import { QueryCommand as DocumentQueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { UserRoleFilter, UserTranscriptFilter } from '#shared/constants.ts';
import type { Page } from '#shared/page.ts';
import { dynamo } from '../../db/client.ts';
import { allUsers, UserEntity, usersByRole, usersByTranscripts } from '../../db/entities/user.ts';
import { encodeCursor, type PageRequest, startKey } from '../../db/read.ts';
import { table } from '../../db/table.ts';
import type { UserRecord } from '../auth/users.ts';

/*
 * The users an administrator's filters select, read from the index that already holds them: all users (`gsi1`),
 * one role (`gsi2`) or one transcript consent (`gsi3`); both filters at once read the role's partition and keep
 * the consent asked for. An account being deleted (its deletion queued) is already gone from the view. DynamoDB
 * applies a filter after it reads, so a Query's Limit counts what it read, not what it kept: a page asks for what
 * is still missing until it has its users or the partition ends, and its cursor is where the last read stopped.
 */

const CONSENT = "grantedPermissions['can-see-transcripts']";
const notDeleting: Condition<typeof UserEntity> = { attr: 'deletingAt', exists: false };

const selection = (role: UserRoleFilter, transcripts: UserTranscriptFilter) => {
  if (role === 'all')
    return {
      query: transcripts === 'all' ? allUsers() : usersByTranscripts(transcripts === 'public'),
      filter: notDeleting,
    };
  const consent: Condition<typeof UserEntity> =
    transcripts === 'public'
      ? { attr: CONSENT, eq: true }
      : {
          or: [
            { attr: CONSENT, exists: false },
            { attr: CONSENT, eq: false },
          ],
        };
  return {
    query: usersByRole(role === 'admins'),
    filter: transcripts === 'all' ? notDeleting : { and: [notDeleting, consent] },
  };
};

/** How many users the filters select (Select COUNT: DynamoDB reads the index entries, none travels). */
export const countSelected = async (role: UserRoleFilter, transcripts: UserTranscriptFilter) => {
  const { query, filter } = selection(role, transcripts);
  const { Count = 0 } = await table
    .build(QueryCommand)
    .entities(UserEntity)
    .query(query)
    .options({ select: 'COUNT', maxPages: Number.POSITIVE_INFINITY, filters: { user: filter } })
    .send();
  return Count;
};

const read = (
  role: UserRoleFilter,
  transcripts: UserTranscriptFilter,
  limit: number,
  position: Record<string, unknown> | undefined,
) => {
  const { query, filter } = selection(role, transcripts);
  return table
    .build(QueryCommand)
    .entities(UserEntity)
    .query(query)
    .options({
      limit,
      reverse: true,
      filters: { user: filter },
      ...(position ? { exclusiveStartKey: position } : {}),
    });
};

/**
 * `limit` selected users after `after`, newest first, read as they are asked for: `'users'` formatted for the
 * page, `'keys'` as the ids alone and unformatted, for the pages a page number passes over.
 */
const readSelected = async (
  role: UserRoleFilter,
  transcripts: UserTranscriptFilter,
  { limit, after }: PageRequest,
  keysOnly: boolean,
): Promise<Page<UserRecord | { userId: string }>> => {
  const { query } = selection(role, transcripts);
  const users: (UserRecord | { userId: string })[] = [];
  let position: Record<string, unknown> | undefined = after ? startKey(query, after) : undefined;
  do {
    const command = read(role, transcripts, limit - users.length, position);
    const { Items = [], LastEvaluatedKey } = keysOnly
      ? await dynamo().send(new DocumentQueryCommand({ ...command.params(), ProjectionExpression: 'userId' }))
      : await command.send();
    users.push(...(Items as (UserRecord | { userId: string })[]));
    position = LastEvaluatedKey;
  } while (position && users.length < limit);
  return { items: users, ...(position ? { nextCursor: encodeCursor(position) } : {}) };
};

/** One page of the selected users, newest first, after the cursor's position. */
export const selectedPage = async (
  role: UserRoleFilter,
  transcripts: UserTranscriptFilter,
  request: PageRequest,
): Promise<Page<UserRecord>> => (await readSelected(role, transcripts, request, false)) as Page<UserRecord>;

/** The position after `limit` selected users from `after`: the ids alone, unformatted (the pages passed over). */
export const passSelected = (role: UserRoleFilter, transcripts: UserTranscriptFilter, request: PageRequest) =>
  readSelected(role, transcripts, request, true);
