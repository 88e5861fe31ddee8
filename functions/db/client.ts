import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../lib/config.ts';

let documentClient: DynamoDBDocumentClient | undefined;

/** The one DynamoDB document client of a process; points at DynamoDB Local when DYNAMODB_ENDPOINT is set. */
export const dynamo = (): DynamoDBDocumentClient => {
  if (documentClient) return documentClient;
  const { DYNAMODB_ENDPOINT, AWS_REGION } = config();
  const client = new DynamoDBClient({
    region: AWS_REGION,
    ...(DYNAMODB_ENDPOINT
      ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  return documentClient;
};

/** Drop the cached client (the local runtime switches endpoints between test runs). */
export const resetDynamo = (): void => {
  documentClient = undefined;
};
