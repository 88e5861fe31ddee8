import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { optionalStrings, stringKeys, strings } from '../attributes.ts';
import { inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * One generated version of an artefact, in the artefact's partition. Keyed by the job that wrote it, so a
 * redelivered queue message can never add a second version for the same generation.
 */
export const ArtefactVersionEntity = /* @__PURE__ */ (() =>
  entity('artefactVersion', {
    schema: item({
      ...stringKeys('artefactId', 'jobId'),
      version: number(),
      ...strings('generatedContent', 'name'),
      ...optionalStrings('theme', 'tone', 'length', 'provider'),
      /** Per paragraph, the material it drew on (shared/schemas/artefact.ts `paragraphSources`). */
      sources: any().optional(),
      /** The grounding check of the version (shared/schemas/artefact.ts `grounding`, issue 22). */
      grounding: any().optional(),
      createdAt: string(),
    }),
    // Job ids are UUIDs, lower-case already.
    key: { partition: ['artefactId'], sort: ['jobId'] },
  }))();

/** Access pattern: an artefact's versions (in the artefact's partition). */
export const versionsOfArtefact = (artefactId: string) => inPartition({ artefactId }, 'artefactVersion');
