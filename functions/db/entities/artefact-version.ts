import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { inPartition } from '../index-keys.ts';
import { onTable } from '../on-table.ts';

/**
 * One generated version of an artefact, in the artefact's partition. Keyed by the job that wrote it, so a
 * redelivered queue message can never add a second version for the same generation.
 */
export const ArtefactVersionEntity = /* @__PURE__ */ (() =>
  new Entity(
    onTable('artefactVersion', {
      schema: item({
        artefactId: string().key(),
        jobId: string().key(),
        version: number(),
        generatedContent: string(),
        name: string(),
        theme: string().optional(),
        tone: string().optional(),
        length: string().optional(),
        provider: string().optional(),
        /** Per paragraph, the material it drew on (shared/schemas/artefact.ts `paragraphSources`). */
        sources: any().optional(),
        /** The grounding check of the version (shared/schemas/artefact.ts `grounding`, issue 22). */
        grounding: any().optional(),
        createdAt: string(),
      }),
      // Job ids are UUIDs, lower-case already.
      key: { partition: ['artefactId'], sort: ['jobId'] },
    }),
  ))();

/** Access pattern: an artefact's versions (in the artefact's partition). */
export const versionsOfArtefact = (artefactId: string) => inPartition({ artefactId }, 'artefactVersion');
