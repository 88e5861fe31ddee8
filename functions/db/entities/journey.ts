import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { optionalStrings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { partitionKey } from '../keys.ts';
import { entity } from '../on-table.ts';

/** The featured index's fixed partition (`gsi2`): only featured journeys have a key there. */
const FEATURED_PARTITION = /* @__PURE__ */ partitionKey({ featured: 'journey' });

/** Zero-padded, so the featured index sorts by featuredOrder as text. */
const orderKey = (order: number | undefined): string => String(Math.max(0, order ?? 0)).padStart(6, '0');

/**
 * A journey (part B §3 Journey): a guided way to make a story, with its ordered legacy paths, the formats it
 * leads to, and its flags. Its steps live in its partition (`journey-step.ts`). Stored whole on every write
 * (a Put), so the index keys linked to `featured` and `featuredOrder` always follow them.
 */
export const JourneyEntity = /* @__PURE__ */ (() =>
  entity('journey', {
    schema: item({
      journeyId: string().key(),
      name: string(),
      /** `seedKey` is set on seeded journeys: the seed that created it (never used to overwrite). */
      ...optionalStrings('description', 'seedKey'),
      featured: boolean().default(false),
      featuredOrder: number().optional(),
      comingSoon: boolean().default(false),
      /** Legacy interview paths, in order; each at most once. */
      pathIds: list(string()).default(() => []),
      /** The formats a story of this journey can generate; each at most once. */
      formatIds: list(string()).default(() => []),
      ...timestampAttributes(),
    }),
    key: { partition: ['journeyId'] },
    indexes: {
      /** Every journey, oldest first, in the fixed partition the paths use too. */
      gsi1: { partition: [], sort: ['createdAt', 'journeyId'] },
      /** Featured journeys only, in featured order (sparse). */
      gsi2: {
        partition: () => FEATURED_PARTITION,
        sort: ({ featuredOrder, journeyId }) => ({ featuredOrder: orderKey(featuredOrder), journeyId }),
        sparse: ({ featured }) => featured,
      },
    },
  }))();

/** Access pattern: every journey, by creation time. */
export const allJourneys = () => byIndex('gsi1', {}, 'journey');

/** Access pattern: the featured journeys, in featured order. */
export const featuredJourneys = () => byIndex('gsi2', FEATURED_PARTITION, 'journey');
