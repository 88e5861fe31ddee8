import { Entity } from 'electrodb';
import { timestamps } from './timestamps.ts';

/** An interview script: Walt's instructions, intro, exit criteria and ordered questions (part B §3 Path). */
export const PathEntity = new Entity({
  model: { entity: 'path', version: '1', service: 'walt' },
  attributes: {
    pathId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    displayName: { type: 'string' },
    instructions: { type: 'string', required: true },
    introCardText: { type: 'string' },
    introScript: { type: 'string' },
    exitCriteria: { type: 'string' },
    /** Ordered; a question's id is its 1-based position, assigned when loaded. */
    questions: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          title: { type: 'string', required: true },
          text: { type: 'string', required: true },
        },
      },
    },
    /** Set on seeded paths: the seed that created it (never used to overwrite). */
    seedKey: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['pathId'] }, sk: { field: 'sk', composite: [] } },
    /** The admin list, oldest first, without a Scan. */
    allPaths: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'pathId'] },
    },
  },
});
