import type { Context } from 'aws-lambda';

/** The wrapper answers a request that is about to run out of time itself, this long before Lambda cuts it off. */
const TIMEOUT_MARGIN_MS = 5;

/** The handler's answer, or a TimeoutError just before Lambda would end the invocation without one. */
export const beforeTimeout = async <T>(work: Promise<T>, context: Context): Promise<T> => {
  const remaining = context.getRemainingTimeInMillis?.();
  if (remaining === undefined) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`No answer within ${remaining} ms`);
      error.name = 'TimeoutError';
      reject(error);
    }, remaining - TIMEOUT_MARGIN_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};
