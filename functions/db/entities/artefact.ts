import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { timestampAttributes } from '../attributes.ts';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** The admin list's fixed partition (`gsi2`): every artefact, newest last. */
const ALL_ARTEFACTS = partitionKey({ all: 'artefact' });

/**
 * One artefact: a story turned into one format. Its id is derived from the story and format, so generating
 * again adds a version (`artefact-version.ts`, in this item's partition) rather than a second artefact.
 */
export const ArtefactEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'artefact',
    table,
    schema: item({
      artefactId: string().key(),
      userId: string(),
      storyId: string(),
      formatId: string(),
      /** Names as they were at the latest generation (the story or format may be renamed or deleted later). */
      name: string(),
      storyTitle: string().optional(),
      formatName: string(),
      formatIcon: string().optional(),
      status: string().enum('completed', 'pending', 'failed').default('completed'),
      versionCount: number().default(0),
      ...timestampAttributes(),
    }).and((artefact) => ({
      gsi1pk: string()
        .hidden()
        .link<typeof artefact>(({ userId }) => partitionKey({ userId })),
      gsi1sk: string()
        .hidden()
        .link<typeof artefact>(({ createdAt, artefactId }) => sortKey('artefact', { createdAt, artefactId })),
      gsi2pk: string()
        .hidden()
        .link<typeof artefact>(() => ALL_ARTEFACTS),
      gsi2sk: string()
        .hidden()
        .link<typeof artefact>(({ createdAt, artefactId }) => sortKey('artefact', { createdAt, artefactId })),
      gsi3pk: string()
        .hidden()
        .link<typeof artefact>(({ storyId }) => partitionKey({ storyId })),
      gsi3sk: string()
        .hidden()
        .link<typeof artefact>(({ createdAt, artefactId }) => sortKey('artefact', { createdAt, artefactId })),
    })),
    computeKey: ({ artefactId }) => ({ pk: partitionKey({ artefactId }), sk: sortKey('artefact') }),
    timestamps: false,
  }))();

/** Access patterns: a user's, a story's and (for administrators) every artefact, by creation time. */
export const artefactsOfUser = (userId: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ userId }),
    range: { beginsWith: sortPrefix('artefact') },
  }) as const;
export const artefactsOfStory = (storyId: string) =>
  ({
    index: 'gsi3',
    partition: partitionKey({ storyId }),
    range: { beginsWith: sortPrefix('artefact') },
  }) as const;
export const allArtefacts = () =>
  ({ index: 'gsi2', partition: ALL_ARTEFACTS, range: { beginsWith: sortPrefix('artefact') } }) as const;
