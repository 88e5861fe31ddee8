import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { CONTENT_SCOPES } from '#shared/constants.ts';
import { optionalStrings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** A format (part B §3): an artefact template with creative instructions and a content scope. */
export const FormatEntity = /* @__PURE__ */ (() =>
  entity('format', {
    schema: item({
      formatId: string().key(),
      name: string(),
      /** `seedKey` is set on seeded formats: the seed that created it (never used to overwrite). */
      ...optionalStrings('description', 'icon', 'seedKey'),
      /** The creative instructions; the technical ones are appended when generating. */
      writerPrompt: string(),
      contentScope: string()
        .enum(...CONTENT_SCOPES)
        .default('current'),
      ...timestampAttributes(),
    }),
    key: { partition: ['formatId'] },
    // Every format, oldest first, in the fixed partition paths and journeys use too.
    indexes: { gsi1: { partition: [], sort: ['createdAt', 'formatId'] } },
  }))();

/** Access pattern: every format, by creation time. */
export const allFormats = () => byIndex('gsi1', {}, 'format');
