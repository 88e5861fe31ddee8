import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { string } from 'dynamodb-toolbox/schema/string';
import { timestampAttributes } from '../attributes.ts';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** An interview script: Walt's instructions, intro, exit criteria and ordered questions (part B §3 Path). */
export const PathEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'path',
    table,
    schema: item({
      pathId: string().key(),
      name: string(),
      displayName: string().optional(),
      instructions: string(),
      introCardText: string().optional(),
      introScript: string().optional(),
      exitCriteria: string().optional(),
      /** Ordered; a question's id is its 1-based position, assigned when loaded. */
      questions: list(map({ title: string(), text: string() })).default(() => []),
      /** Set on seeded paths: the seed that created it (never used to overwrite). */
      seedKey: string().optional(),
      ...timestampAttributes(),
    }).and((path) => ({
      /** The admin list, oldest first, without a Scan (index `gsi1`). */
      gsi1pk: string()
        .hidden()
        .link<typeof path>(() => partitionKey()),
      gsi1sk: string()
        .hidden()
        .link<typeof path>(({ createdAt, pathId }) => sortKey('path', { createdAt, pathId })),
    })),
    computeKey: ({ pathId }) => ({ pk: partitionKey({ pathId }), sk: sortKey('path') }),
    timestamps: false,
  }))();

/** Access pattern: every path, by creation time. */
export const allPaths = () =>
  ({ index: 'gsi1', partition: partitionKey(), range: { beginsWith: sortPrefix('path') } }) as const;
