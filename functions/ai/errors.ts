import { AiOutputError, AiRefusedError, AiUnavailableError } from '../lib/errors.ts';

/*
 * The port's three failures are declared in functions/lib/errors.ts, where the HTTP wrapper maps them to 503
 * (AiUnavailableError) and 502 (AiRefusedError, AiOutputError) without importing the adapters.
 */
export { AiOutputError, AiRefusedError, AiUnavailableError };

export const isRetryableAiError = (error: unknown): boolean =>
  error instanceof AiUnavailableError || error instanceof AiOutputError;
