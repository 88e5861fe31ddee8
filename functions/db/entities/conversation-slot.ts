import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { entity } from '../on-table.ts';

/**
 * The one unfinished conversation of a user for a (path, story) pair, so a second start resumes it. Written
 * with the conversation in one transaction (attribute_not_exists), so two concurrent starts cannot fork it.
 */
export const ConversationSlotEntity = /* @__PURE__ */ (() =>
  entity('conversationSlot', {
    schema: item({ userId: string().key(), slot: string().key(), conversationId: string() }),
    key: { partition: ['userId', 'slot'] },
  }))();
