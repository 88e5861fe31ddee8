import { markMemoryChanged } from './changed.ts';
import { rebuildMemory, requestExtractor } from './store.ts';

/**
 * A piece of the narrator's material was deleted (a story, a conversation, an entry, a note of theirs): the
 * memory is rebuilt at once, so the facts whose only source it was are gone before the deletion answers, and
 * nothing of the deleted material stays in the memory. Nothing new needs extracting, so with OpenAI too the
 * rebuild only merges what is already extracted.
 */
export const memorySourceDeleted = async (userId: string): Promise<void> => {
  await markMemoryChanged(userId);
  await rebuildMemory(userId, requestExtractor());
};
