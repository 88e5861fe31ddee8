import { aiProvider } from '../../ai/index.ts';
import { findUserById } from '../auth/users.ts';
import type { NarratorSource } from './sources.ts';
import {
  deleteMemory,
  type Extractor,
  offlineExtractor,
  readMemoryItem,
  rebuildMemory,
  requestExtractor,
} from './store.ts';

/**
 * A relative's accepted memory (issue 25) as the model reads it: who wrote it, and that their "I" is not the
 * narrator. The narrator is who they call Dad, Mum, Gran … or by name; facts about the relative are not kept.
 */
const relativePreamble = (source: NarratorSource): string => {
  const who = source.author?.relationship
    ? `${source.author.name} (${source.author.relationship})`
    : (source.author?.name ?? 'a relative');
  const names = source.relative?.narratorNames.length
    ? `, or by name (${source.relative.narratorNames.join(', ')})`
    : '';
  return [
    `[This passage was written by ${who}, a relative of the narrator, not by the narrator. Its "I", "me", "my" and "we" are the relative: never give the narrator a fact the relative states about themselves. The narrator is the person the relative calls Dad, Mum, Grandad, Gran or a similar word${names}; give facts about them the subject "narrator". Give no preferred name and no threads.]`,
    '',
    source.text,
  ].join('\n');
};

/**
 * The memory worker's extractor: the AI provider's structured extraction when it has one (OpenAI), else the
 * deterministic offline extractor. An AI failure on one source falls back to the offline extractor for it, so
 * one bad answer never blocks the narrator's memory.
 */
export const memoryExtractor = (): Extractor => {
  if (requestExtractor()) return offlineExtractor;
  const provider = aiProvider();
  if (!provider.extractMemory) return offlineExtractor;
  const extract = provider.extractMemory.bind(provider);
  return {
    name: provider.name,
    extract: async (source) => {
      try {
        return await extract({ text: source.relative ? relativePreamble(source) : source.text });
      } catch {
        return offlineExtractor.extract(source);
      }
    },
  };
};

/** One queued build: the whole memory of the narrator, from their current material (idempotent). */
export const buildQueuedMemory = async ({ userId }: { userId: string }) => {
  // The account may have been deleted since the build was queued: nothing of it may be written again.
  if (!(await findUserById(userId))) {
    await deleteMemory(userId);
    return { deleted: true };
  }
  const startedAt = Date.now();
  let memory = await rebuildMemory(userId, memoryExtractor());
  // Material changed while this build was extracting. A deletion (a story, a conversation) marks the memory
  // changed and rebuilds it at once, so what this build extracted of it and wrote after that rebuild would stay:
  // one more build, from the narrator's current material, drops it (a source's extraction is reused while its
  // text is unchanged, so nothing is paid for twice).
  if ((await readMemoryItem(userId)).changedAt >= startedAt)
    memory = await rebuildMemory(userId, memoryExtractor());
  // Deleted while this build ran: the account deletion may already have removed the memory, so remove it again.
  if (!(await findUserById(userId))) {
    await deleteMemory(userId);
    return { deleted: true };
  }
  return { facts: memory.facts.length, processed: memory.processedThrough.length };
};
