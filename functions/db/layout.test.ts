import type { Entity } from 'dynamodb-toolbox/entity';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { describe, expect, it } from 'vitest';
import written from '#test/fixtures/electrodb-items.json' with { type: 'json' };
import * as entities from './all-entities.ts';

/**
 * Items exactly as the ElectroDB layer wrote them (captured with its `.params()` before it was removed). The
 * DynamoDB-Toolbox entities must read them unchanged and write the same keys, so no migration is needed.
 */
// Building a command names the table; the unit project runs without the local runtime's environment.
process.env.TABLE_NAME ??= 'walt';

type StoredItem = Record<string, unknown> & { __edb_e__: string };
const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'];
const INTERNAL = [...KEY_ATTRIBUTES, '__edb_e__', '__edb_v__'];

const entityNamed = (name: string): Entity => {
  const entity = Object.values(entities).find((candidate) => candidate.entityName === name);
  if (!entity) throw new Error(`No entity named ${name}`);
  return entity as unknown as Entity;
};
const without = (item: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !names.includes(name)));
/** ElectroDB wrote `$walt#ownerid_` style keys for absent composites; the new layer leaves such indexes sparse. */
const meaningfulKeys = (item: Record<string, unknown>) =>
  Object.fromEntries(
    KEY_ATTRIBUTES.filter((name) => {
      const partition = item[name.replace(/sk$/, 'pk')];
      return typeof item[name] === 'string' && typeof partition === 'string' && !partition.endsWith('_');
    }).map((name) => [name, item[name]]),
  );

/** The entities that existed under ElectroDB; entities added since (e.g. `aiQuota`) have no items it wrote. */
const ELECTRODB_ENTITIES = [
  'conversation',
  'conversationSlot',
  'emailClaim',
  'job',
  'lock',
  'message',
  'note',
  'path',
  'rateLimit',
  'researchReport',
  'resetToken',
  'session',
  'story',
  'storyEntry',
  'storyPathCompletion',
  'user',
];

/** Index keys an entity gained since (its old items lack them, and so stay out of that index). */
const ADDED_INDEX_KEYS: Record<string, string[]> = {
  resetToken: ['gsi1pk', 'gsi1sk'],
  conversation: ['gsi3pk', 'gsi3sk'],
  user: ['gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'],
};

describe('items written by the ElectroDB layer', () => {
  const items = written as StoredItem[];

  it('cover every entity that existed under ElectroDB', () => {
    const names = new Set(items.map((item) => item.__edb_e__));
    expect([...names].sort()).toEqual([...ELECTRODB_ENTITIES].sort());
    const current = Object.values(entities).map((entity) => entity.entityName);
    expect(current).toEqual(expect.arrayContaining(ELECTRODB_ENTITIES));
  });

  it.each(items.map((item) => [`${item.__edb_e__} ${item.pk}`, item] as const))(
    'read unchanged: %s',
    (_, item) => {
      const formatted = entityNamed(item.__edb_e__).build(EntityFormatter).format(item);
      expect(formatted).toEqual(without(item, INTERNAL));
    },
  );

  it.each(items.map((item) => [`${item.__edb_e__} ${item.pk}`, item] as const))(
    'are written again under the same keys: %s',
    (_, item) => {
      const entity = entityNamed(item.__edb_e__);
      const { Item } = entity.build(PutItemCommand).item(without(item, INTERNAL)).params();
      const added = ADDED_INDEX_KEYS[item.__edb_e__] ?? [];
      expect(without(meaningfulKeys(Item ?? {}), added)).toEqual(meaningfulKeys(item));
      expect(Item?.__edb_e__).toBe(item.__edb_e__);
    },
  );
});
