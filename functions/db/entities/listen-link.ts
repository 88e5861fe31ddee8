import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { numbers, optionalNumbers, strings } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * A keepsake paragraph's listen link (issue 26): the public `/listen/{token}` page's record, keyed by its
 * unguessable token, with what the page shows (the narrator's name and keepsake title are read when it opens)
 * and the passage of the recording it plays. Stopping the links deletes these items, so a stopped token finds
 * nothing at once. Listed per keepsake through `gsi1`.
 */
export const ListenLinkEntity = /* @__PURE__ */ (() =>
  entity('listenLink', {
    schema: item({
      token: string().key(),
      ...strings('artefactId', 'userId'),
      ...numbers('version', 'paragraph'),
      quote: string(),
      /** The recording's BlobStore key (a memo's, or a call segment's) and the passage's seconds within it. */
      blobKey: string(),
      ...optionalNumbers('startSeconds', 'endSeconds'),
      createdAt: string(),
    }),
    // Tokens are lower-case hex: partition keys are stored lower-cased.
    key: { partition: ['token'] },
    indexes: {
      gsi1: { partition: ['artefactId'], sort: ['paragraph'] },
      gsi2: { partition: ['userId'], sort: ['artefactId'] },
    },
  }))();

/** Access patterns: a keepsake's listen links, by paragraph; a narrator's (deleted with the account). */
export const linksOfArtefact = (artefactId: string) => byIndex('gsi1', { artefactId }, 'listenLink');
export const linksOfUser = (userId: string) => byIndex('gsi2', { userId }, 'listenLink');
