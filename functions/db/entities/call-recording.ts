import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { numbers, stringKeys, strings, timestampAttributes } from '../attributes.ts';
import { inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * One segment of a call's recording of the narrator's voice (issue 26), in the conversation's partition: a
 * whole WebM file under `users/{userId}/calls/{conversationId}/`, and where it sits in the call (milliseconds
 * since the recording began). Keyed by its sequence, so a segment sent twice is kept once.
 */
export const CallSegmentEntity = /* @__PURE__ */ (() =>
  entity('callSegment', {
    schema: item({
      conversationId: string().key(),
      sequence: number().key(),
      ...strings('userId', 'blobKey'),
      ...numbers('bytes', 'startMs', 'durationMs'),
      ...timestampAttributes(),
    }),
    key: { partition: ['conversationId'], sort: ['sequence'] },
  }))();

/**
 * Where one narrator message of the call sits in its recording (issue 26): from the start of their turn to its
 * end, on the segments' clock. Keyed by the message's id (client ids keep their case), the last mark sent wins.
 */
export const CallMarkEntity = /* @__PURE__ */ (() =>
  entity('callMark', {
    schema: item({
      ...stringKeys('conversationId', 'messageId'),
      ...numbers('startMs', 'endMs'),
    }),
    key: { partition: ['conversationId'], sort: ['messageId'], keepCase: true },
  }))();

/** Access patterns: a call's segments and marks (in the conversation's partition). */
export const segmentsOfConversation = (conversationId: string) =>
  inPartition({ conversationId }, 'callSegment');
export const marksOfConversation = (conversationId: string) => inPartition({ conversationId }, 'callMark');
