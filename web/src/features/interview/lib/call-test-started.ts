import { vi } from 'vitest';
import { CallController, type CallControllerDeps, type CallSetup } from './call-controller.ts';
import { api, FakeConnection, setup } from './call-test-fakes.ts';

// Apart from call-test-fakes.ts, which the screens' tests load while they mock realtime-connection.ts.

/**
 * A controller, not yet started, of the call `setup(overrides)` on `connection` (a new fake unless given), with
 * an API of spies unless given, and any other of its dependencies.
 */
export const newController = (
  {
    connection = new FakeConnection(),
    api: calls = api(),
    ...deps
  }: Partial<Omit<CallControllerDeps, 'connection'>> & { connection?: FakeConnection } = {},
  overrides: Partial<CallSetup> = {},
) => new CallController(setup(overrides), { ...deps, api: calls, connection: () => connection as never });

/** A call started on a fake connection and an API of spies, with its log and completion callbacks spied on. */
export const startedCall = async (overrides: Partial<CallSetup> = {}) => {
  const connection = new FakeConnection();
  const calls = api();
  const log = vi.fn();
  const onPathCompleted = vi.fn();
  const onConversationCompleted = vi.fn();
  const controller = newController(
    { api: calls, connection, log, onPathCompleted, onConversationCompleted },
    overrides,
  );
  await controller.start();
  return { connection, calls, log, controller, onPathCompleted, onConversationCompleted };
};
