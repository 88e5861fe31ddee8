import { Service } from 'electrodb';
import { config } from '../lib/config.ts';
import { dynamo } from './client.ts';
import { EmailClaimEntity } from './entities/email-claim.ts';
import { JobEntity } from './entities/job.ts';
import { RateLimitEntity } from './entities/rate-limit.ts';
import { ResetTokenEntity } from './entities/reset-token.ts';
import { SessionEntity } from './entities/session.ts';
import { UserEntity } from './entities/user.ts';

/** Every entity of the single table; later features add theirs here. */
export const entities = {
  users: UserEntity,
  emailClaims: EmailClaimEntity,
  sessions: SessionEntity,
  resetTokens: ResetTokenEntity,
  rateLimits: RateLimitEntity,
  jobs: JobEntity,
};

const build = () => new Service(entities, { client: dynamo(), table: config().TABLE_NAME });
let service: ReturnType<typeof build> | undefined;

/** The ElectroDB service bound to the configured table and client (created on first use). */
export const db = (): ReturnType<typeof build> => {
  service ??= build();
  return service;
};

export const resetDb = (): void => {
  service = undefined;
};
