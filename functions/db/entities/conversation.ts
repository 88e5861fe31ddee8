import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { set } from 'dynamodb-toolbox/schema/set';
import { string } from 'dynamodb-toolbox/schema/string';
import { optionalStrings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** One interview or chat. Its messages are items of their own (MessageEntity), never a list on this item. */
export const ConversationEntity = /* @__PURE__ */ (() =>
  entity('conversation', {
    schema: item({
      conversationId: string().key(),
      userId: string(),
      type: string().enum('interview', 'chat').default('interview'),
      ...optionalStrings('title', 'summary'),
      status: string().enum('active', 'completed').default('active'),
      ...optionalStrings('sessionType', 'pathId', 'storyId'),
      currentQuestionId: number().optional(),
      /** The path's questions answered so far (track-question adds to it): a resume starts at the first one not in it. */
      coveredQuestionIds: set(number()).optional(),
      messageCount: number().default(0),
      /** Next message sequence number to hand out; reserved in ranges with an atomic ADD. */
      nextSeq: number().default(0),
      lastMessageSeq: number().optional(),
      lastMessagePreview: string().optional(),
      ...timestampAttributes(),
    }),
    key: { partition: ['conversationId'] },
    // Sparse: only a conversation held for a story has a key in the story index.
    indexes: {
      gsi1: { partition: ['userId'], sort: ['createdAt', 'conversationId'] },
      gsi3: { partition: ['storyId'], sort: ['createdAt', 'conversationId'], sparse: true },
    },
  }))();

/** Access pattern: a user's conversations, by creation time. */
export const conversationsOfUser = (userId: string) => byIndex('gsi1', { userId }, 'conversation');

/** Access pattern: the conversations held for a story, by creation time. */
export const conversationsOfStory = (storyId: string) => byIndex('gsi3', { storyId }, 'conversation');
