import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { optionalStrings, strings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * A note taken during a call, by Walt or by the user; listed by owner, conversation or story. The
 * conversation and story indexes are sparse: a note without one has no key in that index.
 */
export const NoteEntity = /* @__PURE__ */ (() =>
  entity('note', {
    schema: item({
      noteId: string().key(),
      ...strings('userId', 'content'),
      createdBy: string().enum('walt', 'user'),
      ...optionalStrings('conversationId', 'storyId', 'source', 'stepId'),
      ...timestampAttributes(),
    }),
    key: { partition: ['noteId'] },
    indexes: {
      gsi1: { partition: ['userId'], sort: ['createdAt', 'noteId'] },
      gsi2: { partition: ['conversationId'], sort: ['createdAt', 'noteId'], sparse: true },
      gsi3: { partition: ['storyId'], sort: ['createdAt', 'noteId'], sparse: true },
    },
  }))();

/** Access patterns: a user's, a conversation's or a story's notes, by creation time. */
export const notesOfUser = (userId: string) => byIndex('gsi1', { userId }, 'note');
export const notesOfConversation = (conversationId: string) => byIndex('gsi2', { conversationId }, 'note');
export const notesOfStory = (storyId: string) => byIndex('gsi3', { storyId }, 'note');
