import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../lib/config.ts';
import { dynamo } from './client.ts';
import { partitionKey, sortKey } from './keys.ts';

/**
 * Adds `by` to one day's AI-quota counter and answers the count afterwards (one atomic ADD), on the item
 * layout of entities/ai-quota.ts. A bare UpdateItem, so the HTTP wrapper that spends a declared quota carries
 * no entity schema into every bundle.
 */
export const addToQuotaCounter = async (
  quota: string,
  day: string,
  by: number,
  ttl: number,
): Promise<number> => {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: config().TABLE_NAME,
      Key: { pk: partitionKey({ quota }), sk: sortKey('aiQuota', { day }) },
      UpdateExpression: 'ADD #count :by SET #ttl = :ttl, #entity = :entity, #quota = :quota, #day = :day',
      ExpressionAttributeNames: {
        '#count': 'count',
        '#ttl': 'ttl',
        '#entity': '__edb_e__',
        '#quota': 'quota',
        '#day': 'day',
      },
      ExpressionAttributeValues: {
        ':by': by,
        ':ttl': ttl,
        ':entity': 'aiQuota',
        ':quota': quota,
        ':day': day,
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return typeof Attributes?.count === 'number' ? Attributes.count : by;
};
