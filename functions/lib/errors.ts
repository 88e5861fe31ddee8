import { GENERIC_ERRORS } from '#shared/texts.ts';

/** Errors thrown anywhere in a request; the HTTP wrapper turns them into `{ error }` with their status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message: string = GENERIC_ERRORS.notAuthenticated) {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message: string = GENERIC_ERRORS.forbidden) {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message: string = GENERIC_ERRORS.notFound) {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message: string = GENERIC_ERRORS.payloadTooLarge) {
    super(413, message);
  }
}
export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/*
 * The AI provider port's failures (functions/ai/provider.ts). They live here, free of any import, so the HTTP
 * wrapper can answer them (503 or 502) without pulling the AI adapters and their SDK into every bundle; the
 * adapters import them through functions/ai/errors.ts.
 */

/** The provider could not be reached or asked us to slow down: trying again later may succeed. */
export class AiUnavailableError extends Error {
  override name = 'AiUnavailableError';
}

/** The provider refused the request (bad input, auth, policy): retrying the same request cannot help. */
export class AiRefusedError extends Error {
  override name = 'AiRefusedError';
}

/** The model answered, but not in the agreed shape (invalid JSON or failing the zod schema). */
export class AiOutputError extends Error {
  override name = 'AiOutputError';
}

/** Thrown by a worker when retrying cannot help (bad input, refused by the provider): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
