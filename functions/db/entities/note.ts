import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { timestampAttributes } from '../attributes.ts';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/**
 * A note taken during a call, by Walt or by the user; listed by owner, conversation or story. The
 * conversation and story indexes are sparse: a note without one has no key in that index.
 */
export const NoteEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'note',
    table,
    schema: item({
      noteId: string().key(),
      userId: string(),
      conversationId: string().optional(),
      storyId: string().optional(),
      content: string(),
      createdBy: string().enum('walt', 'user'),
      source: string().optional(),
      stepId: string().optional(),
      ...timestampAttributes(),
    }).and((note) => ({
      gsi1pk: string()
        .hidden()
        .link<typeof note>(({ userId }) => partitionKey({ userId })),
      gsi1sk: string()
        .hidden()
        .link<typeof note>(({ createdAt, noteId }) => sortKey('note', { createdAt, noteId })),
      gsi2pk: string()
        .optional()
        .hidden()
        .link<typeof note>(({ conversationId }) =>
          conversationId ? partitionKey({ conversationId }) : undefined,
        ),
      gsi2sk: string()
        .optional()
        .hidden()
        .link<typeof note>(({ conversationId, createdAt, noteId }) =>
          conversationId ? sortKey('note', { createdAt, noteId }) : undefined,
        ),
      gsi3pk: string()
        .optional()
        .hidden()
        .link<typeof note>(({ storyId }) => (storyId ? partitionKey({ storyId }) : undefined)),
      gsi3sk: string()
        .optional()
        .hidden()
        .link<typeof note>(({ storyId, createdAt, noteId }) =>
          storyId ? sortKey('note', { createdAt, noteId }) : undefined,
        ),
    })),
    computeKey: ({ noteId }) => ({ pk: partitionKey({ noteId }), sk: sortKey('note') }),
    timestamps: false,
  }))();

/** Access patterns: a user's, a conversation's or a story's notes, by creation time. */
export const notesOfUser = (userId: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ userId }),
    range: { beginsWith: sortPrefix('note') },
  }) as const;
export const notesOfConversation = (conversationId: string) =>
  ({
    index: 'gsi2',
    partition: partitionKey({ conversationId }),
    range: { beginsWith: sortPrefix('note') },
  }) as const;
export const notesOfStory = (storyId: string) =>
  ({
    index: 'gsi3',
    partition: partitionKey({ storyId }),
    range: { beginsWith: sortPrefix('note') },
  }) as const;
