import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { StoryEntity } from './entities/story.ts';
import { UserEntity } from './entities/user.ts';
import { isConditionFailure } from './errors.ts';
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

/** The first step of a deletion: marks the user's row (and nothing else), so late writes are refused from now. */
export const markUserDeleting = async (userId: string): Promise<void> => {
  try {
    await UserEntity.build(UpdateItemCommand)
      .item({ userId, deletingAt: Date.now() })
      .options({ condition: { attr: 'userId', exists: true } })
      .send();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** The first step of a story's deletion, as `markUserDeleting`. */
export const markStoryDeleting = async (storyId: string): Promise<void> => {
  try {
    await StoryEntity.build(UpdateItemCommand)
      .item({ storyId, deletingAt: Date.now() })
      .options({ condition: { attr: 'storyId', exists: true } })
      .send();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};
