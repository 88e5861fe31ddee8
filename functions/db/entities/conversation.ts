import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { timestampAttributes } from '../attributes.ts';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** One interview or chat. Its messages are items of their own (MessageEntity), never a list on this item. */
export const ConversationEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'conversation',
    table,
    schema: item({
      conversationId: string().key(),
      userId: string(),
      type: string().enum('interview', 'chat').default('interview'),
      title: string().optional(),
      summary: string().optional(),
      status: string().enum('active', 'completed').default('active'),
      sessionType: string().optional(),
      pathId: string().optional(),
      storyId: string().optional(),
      currentQuestionId: number().optional(),
      messageCount: number().default(0),
      /** Next message sequence number to hand out; reserved in ranges with an atomic ADD. */
      nextSeq: number().default(0),
      lastMessageSeq: number().optional(),
      lastMessagePreview: string().optional(),
      ...timestampAttributes(),
    }).and((conversation) => ({
      gsi1pk: string()
        .hidden()
        .link<typeof conversation>(({ userId }) => partitionKey({ userId })),
      gsi1sk: string()
        .hidden()
        .link<typeof conversation>(({ createdAt, conversationId }) =>
          sortKey('conversation', { createdAt, conversationId }),
        ),
      // Sparse: only a conversation held for a story has a key in the story index.
      gsi3pk: string()
        .optional()
        .hidden()
        .link<typeof conversation>(({ storyId }) => (storyId ? partitionKey({ storyId }) : undefined)),
      gsi3sk: string()
        .optional()
        .hidden()
        .link<typeof conversation>(({ storyId, createdAt, conversationId }) =>
          storyId ? sortKey('conversation', { createdAt, conversationId }) : undefined,
        ),
    })),
    computeKey: ({ conversationId }) => ({
      pk: partitionKey({ conversationId }),
      sk: sortKey('conversation'),
    }),
    timestamps: false,
  }))();

/** Access pattern: a user's conversations, by creation time. */
export const conversationsOfUser = (userId: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ userId }),
    range: { beginsWith: sortPrefix('conversation') },
  }) as const;

/** Access pattern: the conversations held for a story, by creation time. */
export const conversationsOfStory = (storyId: string) =>
  ({
    index: 'gsi3',
    partition: partitionKey({ storyId }),
    range: { beginsWith: sortPrefix('conversation') },
  }) as const;
