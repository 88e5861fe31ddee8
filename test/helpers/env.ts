import { inject } from 'vitest';
import { resetSigningKey } from '#functions/core/auth/signing-key.ts';
import { resetDynamo } from '#functions/db/client.ts';
import { resetConfig } from '#functions/lib/config.ts';

/** Points this test file's own DynamoDB access at the runtime's DynamoDB Local. */
export const useRuntimeDatabase = (): void => {
  Object.assign(process.env, {
    TABLE_NAME: 'walt',
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    AWS_REGION: 'local',
    SESSION_SECRET: inject('sessionSecret'),
    TOTP_SECRET: inject('totpSecret'),
    COOKIE_SECURE: 'true',
    SCRYPT_LOG_N: '15',
  });
  resetConfig();
  resetDynamo();
  resetSigningKey();
};
