import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { optionalNumbers, optionalStrings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** A story: the narrator's material gathered under one title, optionally following a journey. */
export const StoryEntity = /* @__PURE__ */ (() =>
  entity('story', {
    schema: item({
      storyId: string().key(),
      userId: string(),
      /**
       * `journeyName`: the journey's name when the story was made from one, for the stories grid's badge.
       * `preview`: a grid field kept on the item (no per-story reads for the list), the start of the latest
       * entry written (functions/core/stories/entries.ts keeps it, and `entryCount`).
       */
      ...optionalStrings('title', 'displayName', 'content', 'journeyId', 'journeyName', 'preview'),
      /**
       * `entryCount`: the grid's count of typed and spoken entries. `deletingAt`: set when the story's deletion
       * starts, so that late background writes for it are refused (db/owner-guard.ts).
       */
      ...optionalNumbers('entryCount', 'deletingAt'),
      /** Shared with the narrator's family circle (issue 25): off unless the narrator turns it on. */
      shared: boolean().optional(),
      ...timestampAttributes(),
    }),
    key: { partition: ['storyId'] },
    indexes: { gsi1: { partition: ['userId'], sort: ['createdAt', 'storyId'] } },
  }))();

/** Access pattern: a user's stories, by creation time. */
export const storiesOfUser = (userId: string) => byIndex('gsi1', { userId }, 'story');
