import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { onTable } from '../on-table.ts';

/** A story: the narrator's material gathered under one title, optionally following a journey. */
export const StoryEntity = /* @__PURE__ */ (() =>
  new Entity(
    onTable('story', {
      schema: item({
        storyId: string().key(),
        userId: string(),
        title: string().optional(),
        displayName: string().optional(),
        content: string().optional(),
        journeyId: string().optional(),
        /** The journey's name when the story was made from one, for the stories grid's badge. */
        journeyName: string().optional(),
        /** Grid fields kept on the item (no per-story reads for the list): typed and spoken entries, and the
         * start of the latest one written (functions/core/stories/entries.ts keeps both). */
        entryCount: number().optional(),
        preview: string().optional(),
        /** Shared with the narrator's family circle (issue 25): off unless the narrator turns it on. */
        shared: boolean().optional(),
        /** Set when the story's deletion starts: late background writes for it are refused (db/owner-guard.ts). */
        deletingAt: number().optional(),
        ...timestampAttributes(),
      }),
      key: { partition: ['storyId'] },
      indexes: { gsi1: { partition: ['userId'], sort: ['createdAt', 'storyId'] } },
    }),
  ))();

/** Access pattern: a user's stories, by creation time. */
export const storiesOfUser = (userId: string) => byIndex('gsi1', { userId }, 'story');
