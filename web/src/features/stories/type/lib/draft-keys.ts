import { draftKey } from '../../lib/draft-store.ts';

/** One key per typed-story screen and user: a new story, a note for a story, or the edit of one note. */
export const draftKeys = {
  get newStory() {
    return draftKey('type-story', 'new');
  },
  note: (storyId: string) => draftKey('type-story', storyId),
  edit: (entryId: string) => draftKey('type-story', 'edit', entryId),
};
