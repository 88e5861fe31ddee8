import { Logger } from '@aws-lambda-powertools/logger';
import { logLevel } from './config.ts';

/** Structured JSON logger shared by every function; never log secrets, tokens or passwords. */
export const logger = new Logger({ serviceName: 'walt', logLevel: logLevel() });
