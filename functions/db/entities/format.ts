import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { CONTENT_SCOPES } from '#shared/constants.ts';
import { timestampAttributes } from '../attributes.ts';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** A format (part B §3): an artefact template with creative instructions and a content scope. */
export const FormatEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'format',
    table,
    schema: item({
      formatId: string().key(),
      name: string(),
      description: string().optional(),
      icon: string().optional(),
      /** The creative instructions; the technical ones are appended when generating. */
      writerPrompt: string(),
      contentScope: string()
        .enum(...CONTENT_SCOPES)
        .default('current'),
      /** Set on seeded formats: the seed that created it (never used to overwrite). */
      seedKey: string().optional(),
      ...timestampAttributes(),
    }).and((format) => ({
      /** Every format, oldest first, in the fixed partition paths and journeys use too (index `gsi1`). */
      gsi1pk: string()
        .hidden()
        .link<typeof format>(() => partitionKey()),
      gsi1sk: string()
        .hidden()
        .link<typeof format>(({ createdAt, formatId }) => sortKey('format', { createdAt, formatId })),
    })),
    computeKey: ({ formatId }) => ({ pk: partitionKey({ formatId }), sk: sortKey('format') }),
    timestamps: false,
  }))();

/** Access pattern: every format, by creation time. */
export const allFormats = () =>
  ({ index: 'gsi1', partition: partitionKey(), range: { beginsWith: sortPrefix('format') } }) as const;
