import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { Path, PathInput } from '#shared/schemas/path.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { allPaths, PathEntity } from '../../db/entities/path.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { existsUnchangedSince, refusedAs } from '../conditional-writes.ts';

export type PathRecord = FormattedItem<typeof PathEntity>;

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
  const record = await getItem(PathEntity, { pathId }, { consistent: false });
  return record ? toPath(record) : undefined;
};

export const getPath = async (pathId: string): Promise<Path> => {
  const path = await findPath(pathId);
  if (!path) throw new NotFoundError(CONVERSATION_TEXTS.pathNotFound);
  return path;
};

/** Every path, oldest first (a Query on the allPaths index). */
export const listPaths = async (): Promise<Path[]> => {
  const records = await queryAll(PathEntity, allPaths());
  return records.map(toPath);
};

export const createPath = async (
  input: PathInput,
  extra: { pathId?: string; seedKey?: string } = {},
): Promise<Path> => {
  const { ToolboxItem } = await PathEntity.build(PutItemCommand)
    .item({ ...cleanInput(input), pathId: extra.pathId ?? randomUUID(), seedKey: extra.seedKey })
    .options({ condition: { attr: 'pathId', exists: false } })
    .send();
  return toPath(ToolboxItem);
};

/**
 * Replaces the editable fields of an existing path (PUT semantics: omitted optional texts are cleared). With
 * `unchangedSince`, only while the path's updatedAt is still that one (else not found).
 */
export const updatePath = async (
  pathId: string,
  input: PathInput,
  { unchangedSince }: { unchangedSince?: string } = {},
): Promise<Path> => {
  const clean = cleanInput(input);
  const orRemove = (value: string | undefined) => value ?? $remove();
  const { Attributes } = await refusedAs(
    PathEntity.build(UpdateItemCommand)
      .item({
        pathId,
        name: clean.name,
        instructions: clean.instructions,
        displayName: orRemove(clean.displayName),
        introCardText: orRemove(clean.introCardText),
        introScript: orRemove(clean.introScript),
        exitCriteria: orRemove(clean.exitCriteria),
        // $set replaces the whole list (a plain array would update element by element).
        questions: $set(clean.questions),
      })
      .options({ condition: existsUnchangedSince('pathId', unchangedSince), returnValues: 'ALL_NEW' })
      .send(),
    () => new NotFoundError(CONVERSATION_TEXTS.pathNotFound),
  );
  return toPath(Attributes as PathRecord);
};

export const deletePath = async (pathId: string): Promise<void> => {
  const { Attributes } = await PathEntity.build(DeleteItemCommand)
    .key({ pathId })
    .options({ returnValues: 'ALL_OLD' })
    .send();
  if (!Attributes) throw new NotFoundError(CONVERSATION_TEXTS.pathNotFound);
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
