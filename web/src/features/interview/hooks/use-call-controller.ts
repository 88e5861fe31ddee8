import { useEffect, useState, useSyncExternalStore } from 'react';
import { CallController, type CallControllerDeps, type CallSetup } from '../lib/call-controller.ts';

/** One controller per mounted call screen; snapshots drive the UI, and leaving the screen disposes it. */
export const useCallController = (setup: CallSetup, deps: CallControllerDeps) => {
  const [controller] = useState(() => new CallController(setup, deps));
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  useEffect(() => {
    void controller.loadNotes();
    return () => controller.dispose();
  }, [controller]);
  return { controller, snapshot };
};
