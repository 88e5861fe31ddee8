import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { Format, FormatInput, NarratorFormat } from '#shared/schemas/format.ts';
import { FORMAT_TEXTS } from '#shared/texts.ts';
import { getAll } from '../../db/batch.ts';
import { allFormats, FormatEntity } from '../../db/entities/format.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { existsUnchangedSince, refusedAs } from '../conditional-writes.ts';

export type FormatRecord = FormattedItem<typeof FormatEntity>;

export const toFormat = (record: FormatRecord): Format => ({
  id: record.formatId,
  name: record.name,
  description: record.description,
  icon: record.icon,
  writerPrompt: record.writerPrompt,
  contentScope: record.contentScope,
  createdAt: record.createdAt,
});

/**
 * A format as a narrator's endpoints answer it: the fields named here and no others, so the administrator's
 * `writerPrompt` (and any field added later) stays on the admin endpoints.
 */
export const forNarrator = (format: Format): NarratorFormat => ({
  id: format.id,
  name: format.name,
  description: format.description,
  icon: format.icon,
  contentScope: format.contentScope,
  createdAt: format.createdAt,
});

/** Blank optional texts are stored as absent. */
const cleanInput = (input: FormatInput) => ({
  name: input.name.trim(),
  description: input.description?.trim() ? input.description : undefined,
  icon: input.icon?.trim() ? input.icon.trim() : undefined,
  writerPrompt: input.writerPrompt,
  contentScope: input.contentScope,
});

export const findFormatRecord = (formatId: string): Promise<FormatRecord | undefined> =>
  getItem(FormatEntity, { formatId });

const formatNotFound = () => new NotFoundError(FORMAT_TEXTS.formatNotFound);

export const getFormat = async (formatId: string): Promise<Format> => {
  const record = await findFormatRecord(formatId);
  if (!record) throw formatNotFound();
  return toFormat(record);
};

/** Every format, oldest first (one Query on the fixed partition of index gsi1, no Scan). */
export const listFormatRecords = (): Promise<FormatRecord[]> => queryAll(FormatEntity, allFormats());

export const listFormats = async (): Promise<Format[]> => (await listFormatRecords()).map(toFormat);

/** These formats, in the order given; one deleted since is simply left out. */
export const formatsByIds = async (formatIds: readonly string[]): Promise<Format[]> => {
  const ids = [...new Set(formatIds)];
  if (ids.length === 0) return [];
  const records = await getAll(
    FormatEntity,
    ids.map((formatId) => ({ formatId })),
  );
  const byId = new Map(records.map((record) => [record.formatId, record]));
  return ids.flatMap((formatId) => {
    const record = byId.get(formatId);
    return record ? [toFormat(record)] : [];
  });
};

export const createFormat = async (
  input: FormatInput,
  extra: { formatId?: string; seedKey?: string } = {},
): Promise<Format> => {
  const { ToolboxItem } = await FormatEntity.build(PutItemCommand)
    .item({ ...cleanInput(input), formatId: extra.formatId ?? randomUUID(), seedKey: extra.seedKey })
    .options({ condition: { attr: 'formatId', exists: false } })
    .send();
  return toFormat(ToolboxItem);
};

/**
 * Replaces the editable fields of an existing format (PUT: omitted optional texts are cleared). With
 * `unchangedSince`, only while the format's updatedAt is still that one (else not found).
 */
export const updateFormat = async (
  formatId: string,
  input: FormatInput,
  { unchangedSince }: { unchangedSince?: string } = {},
): Promise<Format> => {
  const clean = cleanInput(input);
  const orRemove = (value: string | undefined) => value ?? $remove();
  const { Attributes } = await refusedAs(
    FormatEntity.build(UpdateItemCommand)
      .item({
        formatId,
        name: clean.name,
        description: orRemove(clean.description),
        icon: orRemove(clean.icon),
        writerPrompt: clean.writerPrompt,
        contentScope: clean.contentScope,
      })
      .options({ condition: existsUnchangedSince('formatId', unchangedSince), returnValues: 'ALL_NEW' })
      .send(),
    formatNotFound,
  );
  return toFormat(Attributes as FormatRecord);
};

/**
 * Deletes a format. Artefacts already made with it keep its name (stored on them); journeys that list it
 * simply no longer offer it (their format lists are read through `formatsByIds`).
 */
export const deleteFormat = async (formatId: string): Promise<void> => {
  await refusedAs(
    FormatEntity.build(DeleteItemCommand)
      .key({ formatId })
      .options({ condition: { attr: 'formatId', exists: true } })
      .send(),
    formatNotFound,
  );
};
