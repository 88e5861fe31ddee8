import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logger shared by every function; never log secrets, tokens or passwords. */
export const logger = new Logger({
  serviceName: 'walt',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO') as 'INFO',
});
