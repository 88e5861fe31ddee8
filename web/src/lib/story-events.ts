import { CONVERSATION_COMPLETED_EVENT } from './conversation-events';

/** The window events part B §4 names: a path completed in a call, an artefact generated for a story. */
export const PATH_COMPLETED_EVENT = 'path-completed';
export const ARTEFACT_GENERATED_EVENT = 'artefact-generated';

/** Where the time of a story's latest generation is kept in local storage (part B §4: a per-story key). */
export const artefactGeneratedKey = (storyId: string) => `artefact-generated-${storyId}`;

/** Part B §4: after a generation, the event with the story and format, and the per-story timestamp. */
export const announceArtefactGenerated = (storyId: string, formatId: string): void => {
  try {
    window.localStorage.setItem(artefactGeneratedKey(storyId), String(Date.now()));
  } catch {
    // Storage can be full or refused (private mode); the event still tells the story page.
  }
  window.dispatchEvent(new CustomEvent(ARTEFACT_GENERATED_EVENT, { detail: { storyId, formatId } }));
};

/**
 * Runs `onStory` when a call completes a path or a conversation (the call announces
 * `conversation-completed` after marking its path complete; `path-completed` is the spec's name for it),
 * and `onArtefact` when an artefact is generated. Returns the unsubscribe function.
 */
export const onStoryEvents = (onStory: () => void, onArtefact: () => void): (() => void) => {
  const storyEvents = [PATH_COMPLETED_EVENT, CONVERSATION_COMPLETED_EVENT];
  for (const name of storyEvents) window.addEventListener(name, onStory);
  window.addEventListener(ARTEFACT_GENERATED_EVENT, onArtefact);
  return () => {
    for (const name of storyEvents) window.removeEventListener(name, onStory);
    window.removeEventListener(ARTEFACT_GENERATED_EVENT, onArtefact);
  };
};
