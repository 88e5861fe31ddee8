import type { ConflictResolution, Fact, MemoryOverrides, UpdateFactBody } from '#shared/schemas/memory.ts';
import { normalise, stableId } from './identity.ts';

/**
 * The narrator's actions on the memory, as pure updates of the stored overrides: the endpoints load the
 * overrides, apply one of these, store the result and rebuild (buildMemory applies them every time).
 */

export const EMPTY_OVERRIDES: MemoryOverrides = { forgotten: [], edits: {}, confirmed: [], resolutions: {} };

/** The id of the fact a narrator typed to resolve a conflict ("Neither — let me type it"). */
export const typedFactId = (conflictId: string, value: string): string =>
  stableId('f', `typed|${conflictId}|${normalise(value)}`);

/**
 * DELETE /api/memory/facts/{id}: the fact loses every source it has now, so those sources never bring it
 * back (a new source saying it again can); its edit, confirmation and the resolution choosing it go too.
 */
export const forgetFact = (
  overrides: MemoryOverrides,
  fact: Pick<Fact, 'id' | 'sources'>,
): MemoryOverrides => {
  const sourceIds = fact.sources.map((source) => source.id);
  const prior = overrides.forgotten.find((record) => record.factId === fact.id);
  const forgotten = prior
    ? overrides.forgotten.map((record) =>
        record === prior
          ? { factId: fact.id, sourceIds: [...new Set([...prior.sourceIds, ...sourceIds])] }
          : record,
      )
    : [...overrides.forgotten, { factId: fact.id, sourceIds }];
  const edits = Object.fromEntries(Object.entries(overrides.edits).filter(([id]) => id !== fact.id));
  const resolutions = Object.fromEntries(
    Object.entries(overrides.resolutions).filter(([conflictId, resolution]) =>
      'factId' in resolution
        ? resolution.factId !== fact.id
        : typedFactId(conflictId, resolution.value) !== fact.id,
    ),
  );
  return { forgotten, edits, confirmed: overrides.confirmed.filter((id) => id !== fact.id), resolutions };
};

/**
 * PUT /api/memory/facts/{id}: a new value or date replaces the extracted one (the fact keeps its id and
 * sources); what the narrator corrects or confirms is confirmed, and the latest confirmation wins a conflict.
 */
export const updateFact = (
  overrides: MemoryOverrides,
  factId: string,
  body: UpdateFactBody,
): MemoryOverrides => {
  const changes = {
    ...(body.value !== undefined ? { value: body.value } : {}),
    ...(body.date !== undefined ? { date: body.date } : {}),
  };
  const edited = Object.keys(changes).length > 0;
  return {
    ...overrides,
    edits: edited
      ? { ...overrides.edits, [factId]: { ...overrides.edits[factId], ...changes } }
      : overrides.edits,
    confirmed:
      edited || body.status === 'confirmed'
        ? [...overrides.confirmed.filter((id) => id !== factId), factId]
        : overrides.confirmed,
  };
};

/** POST /api/memory/conflicts/{id}/resolve: the chosen fact, or the typed value, is right. */
export const resolveConflict = (
  overrides: MemoryOverrides,
  conflictId: string,
  resolution: ConflictResolution,
): MemoryOverrides => ({ ...overrides, resolutions: { ...overrides.resolutions, [conflictId]: resolution } });
