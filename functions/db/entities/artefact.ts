import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { strings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { partitionKey } from '../keys.ts';
import { entity } from '../on-table.ts';

/** The admin list's fixed partition (`gsi2`): every artefact, newest last. */
const ALL_ARTEFACTS = /* @__PURE__ */ partitionKey({ all: 'artefact' });

/** Every index lists artefacts by creation time. */
const BY_CREATION = ['createdAt', 'artefactId'] as const;

/**
 * One artefact: a story turned into one format. Its id is derived from the story and format, so generating
 * again adds a version (`artefact-version.ts`, in this item's partition) rather than a second artefact.
 */
export const ArtefactEntity = /* @__PURE__ */ (() =>
  entity('artefact', {
    schema: item({
      artefactId: string().key(),
      ...strings('userId', 'storyId', 'formatId'),
      /** Names as they were at the latest generation (the story or format may be renamed or deleted later). */
      name: string(),
      storyTitle: string().optional(),
      formatName: string(),
      formatIcon: string().optional(),
      status: string().enum('completed', 'pending', 'failed').default('completed'),
      versionCount: number().default(0),
      ...timestampAttributes(),
    }),
    key: { partition: ['artefactId'] },
    indexes: {
      gsi1: { partition: ['userId'], sort: BY_CREATION },
      gsi2: { partition: () => ALL_ARTEFACTS, sort: BY_CREATION },
      gsi3: { partition: ['storyId'], sort: BY_CREATION },
    },
  }))();

/** Access patterns: a user's, a story's and (for administrators) every artefact, by creation time. */
export const artefactsOfUser = (userId: string) => byIndex('gsi1', { userId }, 'artefact');
export const artefactsOfStory = (storyId: string) => byIndex('gsi3', { storyId }, 'artefact');
export const allArtefacts = () => byIndex('gsi2', ALL_ARTEFACTS, 'artefact');
