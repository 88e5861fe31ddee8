import { vi } from 'vitest';
import { CallController, type CallSetup } from './call-controller.ts';
import { api, FakeConnection, setup } from './call-test-fakes.ts';

// Apart from call-test-fakes.ts, which the screens' tests load while they mock realtime-connection.ts.
/** A call started on a fake connection and an API of spies, with its log and completion callbacks spied on. */
export const startedCall = async (overrides: Partial<CallSetup> = {}) => {
  const connection = new FakeConnection();
  const calls = api();
  const log = vi.fn();
  const onPathCompleted = vi.fn();
  const onConversationCompleted = vi.fn();
  const controller = new CallController(setup(overrides), {
    api: calls,
    connection: () => connection as never,
    log,
    onPathCompleted,
    onConversationCompleted,
  });
  await controller.start();
  return { connection, calls, log, controller, onPathCompleted, onConversationCompleted };
};
