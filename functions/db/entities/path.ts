import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { string } from 'dynamodb-toolbox/schema/string';
import { optionalStrings, strings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** An interview script: Walt's instructions, intro, exit criteria and ordered questions (part B §3 Path). */
export const PathEntity = /* @__PURE__ */ (() =>
  entity('path', {
    schema: item({
      pathId: string().key(),
      ...strings('name', 'instructions'),
      ...optionalStrings('displayName', 'introCardText', 'introScript', 'exitCriteria'),
      /** Ordered; a question's id is its 1-based position, assigned when loaded. */
      questions: list(map({ title: string(), text: string() })).default(() => []),
      /** Set on seeded paths: the seed that created it (never used to overwrite). */
      seedKey: string().optional(),
      ...timestampAttributes(),
    }),
    key: { partition: ['pathId'] },
    // The admin list, oldest first, without a Scan.
    indexes: { gsi1: { partition: [], sort: ['createdAt', 'pathId'] } },
  }))();

/** Access pattern: every path, by creation time. */
export const allPaths = () => byIndex('gsi1', {}, 'path');
