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

export const isRetryableAiError = (error: unknown): boolean =>
  error instanceof AiUnavailableError || error instanceof AiOutputError;

/** What an HTTP caller is told when the AI service fails (the details stay in the logs). */
export const AI_UNAVAILABLE_TEXT =
  "Walt's AI service is unavailable right now. Please try again in a moment.";
export const AI_FAILED_TEXT = "Walt's AI service could not handle this request.";
