import type { Entity } from 'dynamodb-toolbox/entity';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { StoryEntity } from './entities/story.ts';
import { UserEntity } from './entities/user.ts';
import { unlessConditionFails } from './errors.ts';
import type { Owner } from './owner-alive.ts';

/**
 * The ConditionCheck items a late write joins to its transaction: its owner rows exist and are not being
 * deleted (the scheme is described in owner-alive.ts).
 */
export const ownerChecks = (owner: Owner) => [
  UserEntity.build(ConditionCheck)
    .key({ userId: owner.userId })
    .condition({
      and: [
        { attr: 'userId', exists: true },
        { attr: 'deletingAt', exists: false },
      ],
    }),
  ...(owner.storyId
    ? [
        StoryEntity.build(ConditionCheck)
          .key({ storyId: owner.storyId })
          .condition({
            and: [
              { attr: 'userId', eq: owner.userId },
              { attr: 'deletingAt', exists: false },
            ],
          }),
      ]
    : []),
];

/** Sends an update of an owner row only while the row is there: a row already gone has nothing left to mark. */
const markIfPresent = <E extends Entity>(
  update: UpdateItemCommand<E>,
  condition: Condition<E>,
): Promise<void> => unlessConditionFails(update.options({ condition }).send());

/** The first step of a deletion: marks the user's row (and nothing else), so late writes are refused from now. */
export const markUserDeleting = (userId: string): Promise<void> =>
  markIfPresent(UserEntity.build(UpdateItemCommand).item({ userId, deletingAt: Date.now() }), {
    attr: 'userId',
    exists: true,
  });

/** The first step of a story's deletion, as `markUserDeleting`. */
export const markStoryDeleting = (storyId: string): Promise<void> =>
  markIfPresent(StoryEntity.build(UpdateItemCommand).item({ storyId, deletingAt: Date.now() }), {
    attr: 'storyId',
    exists: true,
  });
