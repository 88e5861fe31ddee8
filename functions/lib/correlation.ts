import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The correlation id of the work in hand (issue 24): the API request's id, carried with every queue message
 * the request sends (an SQS message attribute) and taken up by the worker that processes it, so one search of
 * the logs for it follows a request from the API through the queues to the workers' lines. Async-local, so the
 * local runtime's concurrent requests never mix their ids.
 */
const current = new AsyncLocalStorage<string>();

/** The message attribute that carries it. */
export const CORRELATION_ATTRIBUTE = 'correlationId';

export const withCorrelation = <T>(id: string | undefined, work: () => Promise<T>): Promise<T> =>
  id ? current.run(id, work) : work();

export const correlationId = (): string | undefined => current.getStore();
