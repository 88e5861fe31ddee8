import { TYPE_STORY_TEXTS } from '../texts.ts';

/** Navigation state telling the next screen that a save just succeeded, so it can say so. */
export interface SavedState {
  saved: 'story' | 'note';
}

export const savedState = (saved: SavedState['saved']): SavedState => ({ saved });

/** The confirmation to show for the navigation state, if it carries one. */
export const savedNoticeOf = (state: unknown): string | undefined => {
  if (!state || typeof state !== 'object' || !('saved' in state)) return undefined;
  if (state.saved === 'story') return TYPE_STORY_TEXTS.storySaved;
  if (state.saved === 'note') return TYPE_STORY_TEXTS.noteSaved;
  return undefined;
};
