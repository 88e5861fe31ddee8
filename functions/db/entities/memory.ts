import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { optionalNumbers, strings } from '../attributes.ts';
import { inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * The narrator's memory (issue 21), one item per narrator in its own partition: the built memory as JSON,
 * the narrator's actions on it (overrides, applied on every rebuild) and when it was last changed and built.
 */
export const MemoryEntity = /* @__PURE__ */ (() =>
  entity('memory', {
    schema: item({
      memoryOf: string().key(),
      /** The built memory (shared/schemas/memory.ts `memory`), JSON. */
      doc: string().optional(),
      /** The narrator's corrections, confirmations, forgettings and resolutions (`memoryOverrides`), JSON. */
      overrides: string().optional(),
      /** What Walt calls the narrator when they set it on /profile. */
      preferredName: string().optional(),
      /** Epoch ms of the last change to the narrator's material, and of the build that digested it. */
      ...optionalNumbers('changedAt', 'builtAt'),
    }),
    key: { partition: ['memoryOf'] },
  }))();

/**
 * What one of the narrator's sources said for the memory (`sourceExtraction`), kept per source with the hash
 * of the text it was extracted from: a rebuild re-extracts only what changed, and a redelivered build
 * message changes nothing.
 */
export const MemorySourceEntity = /* @__PURE__ */ (() =>
  entity('memorySource', {
    schema: item({
      memoryOf: string().key(),
      /** `<kind>:<id>`: the source's kind and its id (message ids are the client's, case-sensitive). */
      sourceKey: string().key(),
      ...strings('hash', 'extraction', 'provider'),
    }),
    key: { partition: ['memoryOf'], sort: ['sourceKey'], keepCase: true },
  }))();

/** Access pattern: every source extraction of one narrator's memory (in the memory's partition). */
export const sourcesOfMemory = (userId: string) => inPartition({ memoryOf: userId }, 'memorySource');
