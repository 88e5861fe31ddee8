import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { stringKeys, timestampAttributes } from '../attributes.ts';
import { byIndex, inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * A relative's place in a narrator's family circle (issue 25): in the narrator's partition (one Query lists
 * the circle, one GetItem checks a member on every relative request) and in the relative's partition of
 * index `gsi1` (one Query lists the circles they belong to). `createdAt` is when they joined.
 */
export const FamilyMemberEntity = /* @__PURE__ */ (() =>
  entity('familyMember', {
    schema: item({
      ...stringKeys('narratorId', 'memberId'),
      relationship: string(),
      role: string().enum('reader', 'contributor'),
      /** The invitation the relative joined through (a repeated accept of the same link is the same join). */
      invitationId: string().optional(),
      ...timestampAttributes(),
    }),
    key: { partition: ['narratorId'], sort: ['memberId'] },
    indexes: { gsi1: { partition: ['memberId'], sort: ['narratorId'] } },
  }))();

/** Access patterns: a narrator's circle; the circles a relative belongs to. */
export const membersOfCircle = (narratorId: string) => inPartition({ narratorId }, 'familyMember');
export const circlesOfMember = (memberId: string) => byIndex('gsi1', { memberId }, 'familyMember');
