import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { FamilyRole } from '#shared/schemas/family.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import { FamilyMemberEntity, membersOfCircle } from '../../db/entities/family-member.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { queryAll } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { refusedAs } from '../conditional-writes.ts';
import { asRole, type MemberRecord, type UserRecord, usersById } from './circle.ts';

const toMember = (record: MemberRecord, user: UserRecord) => ({
  id: record.memberId,
  name: user.name,
  email: user.email,
  relationship: record.relationship,
  role: asRole(record.role),
  joinedAt: record.createdAt,
});

/** The narrator's circle, in the order they joined; names and addresses from the relatives' own accounts. */
export const listMembers = async (narratorId: string) => {
  const records = await queryAll(FamilyMemberEntity, membersOfCircle(narratorId), { consistent: true });
  const users = await usersById(records.map((record) => record.memberId));
  return records
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .flatMap((record) => {
      const user = users.get(record.memberId);
      return user ? [toMember(record, user)] : [];
    });
};

/** Makes a member of the narrator's circle a reader or a contributor; anyone else's id answers 404. */
export const updateMember = async (narratorId: string, memberId: string, role: FamilyRole) => {
  try {
    const { Attributes } = await FamilyMemberEntity.build(UpdateItemCommand)
      .item({ narratorId, memberId, role })
      .options({ condition: { attr: 'memberId', exists: true }, returnValues: 'ALL_NEW' })
      .send();
    const record = Attributes as MemberRecord;
    const user = (await usersById([memberId])).get(memberId);
    if (!user) throw new NotFoundError(FAMILY_TEXTS.memberNotFound);
    return toMember(record, user);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(FAMILY_TEXTS.memberNotFound);
    throw error;
  }
};

/** Deletes a place in a circle (a conditional delete: a place that is not there answers `message`, 404). */
const deletePlace = async (narratorId: string, memberId: string, message: string): Promise<void> => {
  await refusedAs(
    FamilyMemberEntity.build(DeleteItemCommand)
      .key({ narratorId, memberId })
      .options({ condition: { attr: 'memberId', exists: true } })
      .send(),
    () => new NotFoundError(message),
  );
};

/** The narrator removes a member: from the next request on, the shared stories answer them 404. */
export const removeMember = (narratorId: string, memberId: string): Promise<void> =>
  deletePlace(narratorId, memberId, FAMILY_TEXTS.memberNotFound);

/** A relative leaves a narrator's circle; 404 when they are not in it. */
export const leaveCircle = (userId: string, narratorId: string): Promise<void> =>
  deletePlace(narratorId, userId, FAMILY_TEXTS.circleNotFound);
