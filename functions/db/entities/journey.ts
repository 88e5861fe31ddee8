import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { timestampAttributes } from '../attributes.ts';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** The featured index's fixed partition (`gsi2`): only featured journeys have a key there. */
const FEATURED_PARTITION = partitionKey({ featured: 'journey' });

/** Zero-padded, so the featured index sorts by featuredOrder as text. */
const orderKey = (order: number | undefined): string => String(Math.max(0, order ?? 0)).padStart(6, '0');

/**
 * A journey (part B §3 Journey): a guided way to make a story, with its ordered legacy paths, the formats it
 * leads to, and its flags. Its steps live in its partition (`journey-step.ts`). Stored whole on every write
 * (a Put), so the index keys linked to `featured` and `featuredOrder` always follow them.
 */
export const JourneyEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'journey',
    table,
    schema: item({
      journeyId: string().key(),
      name: string(),
      description: string().optional(),
      featured: boolean().default(false),
      featuredOrder: number().optional(),
      comingSoon: boolean().default(false),
      /** Legacy interview paths, in order; each at most once. */
      pathIds: list(string()).default(() => []),
      /** The formats a story of this journey can generate; each at most once. */
      formatIds: list(string()).default(() => []),
      /** Set on seeded journeys: the seed that created it (never used to overwrite). */
      seedKey: string().optional(),
      ...timestampAttributes(),
    }).and((journey) => ({
      /** Every journey, oldest first, in the fixed partition the paths use too (index `gsi1`). */
      gsi1pk: string()
        .hidden()
        .link<typeof journey>(() => partitionKey()),
      gsi1sk: string()
        .hidden()
        .link<typeof journey>(({ createdAt, journeyId }) => sortKey('journey', { createdAt, journeyId })),
      /** Featured journeys only, in featured order (sparse index `gsi2`). */
      gsi2pk: string()
        .optional()
        .hidden()
        .link<typeof journey>(({ featured }) => (featured ? FEATURED_PARTITION : undefined)),
      gsi2sk: string()
        .optional()
        .hidden()
        .link<typeof journey>(({ featured, featuredOrder, journeyId }) =>
          featured ? sortKey('journey', { featuredOrder: orderKey(featuredOrder), journeyId }) : undefined,
        ),
    })),
    computeKey: ({ journeyId }) => ({ pk: partitionKey({ journeyId }), sk: sortKey('journey') }),
    timestamps: false,
  }))();

/** Access pattern: every journey, by creation time. */
export const allJourneys = () =>
  ({ index: 'gsi1', partition: partitionKey(), range: { beginsWith: sortPrefix('journey') } }) as const;

/** Access pattern: the featured journeys, in featured order. */
export const featuredJourneys = () =>
  ({ index: 'gsi2', partition: FEATURED_PARTITION, range: { beginsWith: sortPrefix('journey') } }) as const;
