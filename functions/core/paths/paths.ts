import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { Path, PathInput } from '#shared/schemas/path.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import type { PathEntity } from '../../db/entities/path.ts';
import { db } from '../../db/service.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isConditionFailure } from '../conversations/conditions.ts';

export type PathRecord = EntityItem<typeof PathEntity>;

/** The path as the API returns it: questions numbered by position, 1-based. */
export const toPath = (record: PathRecord): Path => ({
  id: record.pathId,
  name: record.name,
  displayName: record.displayName,
  instructions: record.instructions,
  introCardText: record.introCardText,
  introScript: record.introScript,
  exitCriteria: record.exitCriteria,
  questions: (record.questions ?? []).map((question, index) => ({
    id: index + 1,
    title: question.title,
    text: question.text,
  })),
  createdAt: record.createdAt ?? new Date(0).toISOString(),
  updatedAt: record.updatedAt ?? new Date(0).toISOString(),
});

/** Blank optional texts are stored as absent, so "empty means default" holds everywhere. */
const cleanInput = (input: PathInput) => {
  const optional = (value: string | undefined) => (value?.trim() ? value : undefined);
  return {
    name: input.name,
    displayName: optional(input.displayName),
    instructions: input.instructions,
    introCardText: optional(input.introCardText),
    introScript: optional(input.introScript),
    exitCriteria: optional(input.exitCriteria),
    questions: input.questions.map(({ title, text }) => ({ title, text })),
  };
};

export const findPath = async (pathId: string): Promise<Path | undefined> => {
  const { data } = await db().entities.paths.get({ pathId }).go();
  return data ? toPath(data) : undefined;
};

export const getPath = async (pathId: string): Promise<Path> => {
  const path = await findPath(pathId);
  if (!path) throw new NotFoundError(CONVERSATION_TEXTS.pathNotFound);
  return path;
};

/** Every path, oldest first (a Query on the allPaths index). */
export const listPaths = async (): Promise<Path[]> => {
  const { data } = await db().entities.paths.query.allPaths({}).go({ pages: 'all' });
  return data.map(toPath);
};

export const createPath = async (
  input: PathInput,
  extra: { pathId?: string; seedKey?: string } = {},
): Promise<Path> => {
  const { data } = await db()
    .entities.paths.create({
      ...cleanInput(input),
      pathId: extra.pathId ?? randomUUID(),
      seedKey: extra.seedKey,
    })
    .go();
  return toPath(data as PathRecord);
};

/** Replaces the editable fields of an existing path (PUT semantics: omitted optional texts are cleared). */
export const updatePath = async (pathId: string, input: PathInput): Promise<Path> => {
  const clean = cleanInput(input);
  const cleared = (['displayName', 'introCardText', 'introScript', 'exitCriteria'] as const).filter(
    (key) => clean[key] === undefined,
  );
  const { displayName, introCardText, introScript, exitCriteria, ...required } = clean;
  const set = { ...required, displayName, introCardText, introScript, exitCriteria };
  for (const key of cleared) delete set[key];
  try {
    let update = db().entities.paths.patch({ pathId }).set(set);
    if (cleared.length > 0) update = update.remove(cleared);
    const { data } = await update.go({ response: 'all_new' });
    return toPath(data as PathRecord);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(CONVERSATION_TEXTS.pathNotFound);
    throw error;
  }
};

export const deletePath = async (pathId: string): Promise<void> => {
  const { data } = await db().entities.paths.delete({ pathId }).go({ response: 'all_old' });
  if (!data) throw new NotFoundError(CONVERSATION_TEXTS.pathNotFound);
};

/** A copy named "<name> (copy)" with a new id; never a seeded path itself. */
export const duplicatePath = async (pathId: string): Promise<Path> => {
  const source = await getPath(pathId);
  return createPath({
    name: `${source.name} (copy)`.slice(0, 200),
    displayName: source.displayName,
    instructions: source.instructions,
    introCardText: source.introCardText,
    introScript: source.introScript,
    exitCriteria: source.exitCriteria,
    questions: source.questions.map(({ title, text }) => ({ title, text })),
  });
};
