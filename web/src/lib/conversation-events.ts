/**
 * The window event a call fires when it marks its conversation complete; the dashboard refreshes on it
 * (spec part B §4). The signed-in area listens for it, so it is heard on whichever screen the call runs.
 */
export const CONVERSATION_COMPLETED_EVENT = 'conversation-completed';

export const announceConversationCompleted = (storyId: string | null): void => {
  window.dispatchEvent(new CustomEvent(CONVERSATION_COMPLETED_EVENT, { detail: { storyId } }));
};

/** Runs `handler` on every completed conversation; returns the unsubscribe function. */
export const onConversationCompleted = (handler: () => void): (() => void) => {
  window.addEventListener(CONVERSATION_COMPLETED_EVENT, handler);
  return () => window.removeEventListener(CONVERSATION_COMPLETED_EVENT, handler);
};
