import { draftKey } from '../../lib/draft-store.ts';

/** One key per spoken-story screen and user: a new story, a memo for a story, or the edit of one memo. */
export const draftKeys = {
  get newStory() {
    return draftKey('tell-story', 'new');
  },
  memo: (storyId: string) => draftKey('tell-story', storyId),
  edit: (entryId: string) => draftKey('tell-story', 'edit', entryId),
};
