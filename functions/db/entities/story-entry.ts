import { item } from 'dynamodb-toolbox/schema/item';
import { map } from 'dynamodb-toolbox/schema/map';
import { string } from 'dynamodb-toolbox/schema/string';
import { optionalStrings, stringKeys, timestampAttributes } from '../attributes.ts';
import { inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** Kinds of entry a user adds to a story by hand: typed text, or a transcribed voice memo. */
export const STORY_ENTRY_KINDS = ['text', 'voiceMemo'] as const;

/**
 * One typed or spoken entry of a story. Entries live in the story's partition, so one Query reads them
 * all, and each is its own item, so saving one never rewrites (or risks) another.
 */
export const StoryEntryEntity = /* @__PURE__ */ (() =>
  entity('storyEntry', {
    schema: item({
      ...stringKeys('storyId', 'entryId'),
      userId: string(),
      kind: string().enum(...STORY_ENTRY_KINDS),
      content: string(),
      ...optionalStrings('pathId', 'stepId'),
      /** A voice memo's kept recording: its BlobStore key (under the owner's `users/{userId}/recordings/`). */
      recordingKey: string().optional(),
      /**
       * A relative's accepted memory (issue 25): who added it. `userId` is the relative's account, dropped
       * (and `name` becomes FORMER_RELATIVE_NAME) when that account is deleted; the entry stays the narrator's.
       */
      addedBy: map({
        userId: string().optional(),
        name: string(),
        relationship: string().optional(),
      }).optional(),
      /** The contribution this entry was accepted from. */
      contributionId: string().optional(),
      ...timestampAttributes(),
    }),
    key: { partition: ['storyId'], sort: ['entryId'] },
  }))();

/** Access pattern: a story's entries (in the story's partition). */
export const entriesOfStory = (storyId: string) => inPartition({ storyId }, 'storyEntry');
