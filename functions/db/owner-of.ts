import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../lib/config.ts';
import { dynamo } from './client.ts';
import { partitionKey, sortKey } from './keys.ts';

/** The records whose owner an administrator's request is checked against (consent, audit). */
export type OwnedKind = 'user' | 'conversation' | 'artefact' | 'story';

/**
 * The user who owns a record, or undefined when it does not exist: one GetItem projecting `userId`, with the
 * key laid out as the record's entity lays it out. A bare read, so the HTTP wrapper that checks consent
 * carries no entity schema into every bundle.
 */
export const ownerOf = async (kind: OwnedKind, id: string): Promise<string | undefined> => {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: config().TABLE_NAME,
      Key: { pk: partitionKey({ [`${kind}Id`]: id }), sk: sortKey(kind) },
      ProjectionExpression: 'userId',
    }),
  );
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
};
