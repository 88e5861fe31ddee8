import type { Conflict, Fact, Memory, ResolveConflictBody, UpdateFactBody } from '#shared/schemas/memory.ts';
import { toConflictResolution } from '#shared/schemas/memory.ts';
import { MEMORY_TEXTS } from '#shared/texts.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { queueMemoryBuild } from './changed.ts';
import { resolutionError } from './conflicts.ts';
import * as actions from './overrides.ts';
import {
  currentMemory,
  currentMemoryJson,
  readMemoryItem,
  requestExtractor,
  saveOverrides,
} from './store.ts';

/**
 * The narrator's memory, as GET /api/memory answers it. Each narrator has one, read by their own id, so
 * another narrator's fact or conflict id is simply not found (404).
 */
export const getMemory = (userId: string): Promise<Memory> =>
  currentMemory(userId, requestExtractor(), queueMemoryBuild);

/** The same, as the stored JSON document (GET /api/memory answers it without parsing it again). */
export const getMemoryJson = (userId: string): Promise<string> =>
  currentMemoryJson(userId, requestExtractor());

const findFact = (memory: Memory, factId: string): Fact => {
  const fact = memory.facts.find((candidate) => candidate.id === factId);
  if (!fact) throw new NotFoundError(MEMORY_TEXTS.factNotFound);
  return fact;
};

/** The narrator corrects or confirms a fact; a corrected fact keeps its id and its sources. */
export const updateFact = async (userId: string, factId: string, body: UpdateFactBody): Promise<Fact> => {
  findFact(await getMemory(userId), factId);
  const { overrides } = await readMemoryItem(userId);
  const memory = await saveOverrides(
    userId,
    { overrides: actions.updateFact(overrides, factId, body) },
    requestExtractor(),
  );
  return findFact(memory, factId);
};

/** Forgotten: Walt does not use it again, and the same sources never bring it back. */
export const forgetFact = async (userId: string, factId: string): Promise<void> => {
  const fact = findFact(await getMemory(userId), factId);
  const { overrides } = await readMemoryItem(userId);
  await saveOverrides(userId, { overrides: actions.forgetFact(overrides, fact) }, requestExtractor());
};

/** The chosen fact (or the typed value) becomes confirmed, the others superseded; its thread closes. */
export const resolveConflict = async (
  userId: string,
  conflictId: string,
  body: ResolveConflictBody,
): Promise<Conflict> => {
  const conflict = (await getMemory(userId)).conflicts.find((candidate) => candidate.id === conflictId);
  if (!conflict) throw new NotFoundError(MEMORY_TEXTS.conflictNotFound);
  const resolution = toConflictResolution(body);
  const refusal = resolutionError(conflict, resolution);
  if (refusal) throw new ValidationError(refusal);
  const { overrides } = await readMemoryItem(userId);
  const memory = await saveOverrides(
    userId,
    { overrides: actions.resolveConflict(overrides, conflictId, resolution) },
    requestExtractor(),
  );
  const resolved = memory.conflicts.find((candidate) => candidate.id === conflictId);
  return resolved ?? { ...conflict, status: 'resolved' };
};

/** "What Walt calls you": the name Walt greets the narrator by; empty returns to what they said. */
export const setPreferredName = async (userId: string, value: string) => {
  const memory = await saveOverrides(userId, { preferredName: value.trim() }, requestExtractor());
  return memory.preferredName;
};
