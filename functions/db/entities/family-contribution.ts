import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { stringKeys, strings, timestampAttributes } from '../attributes.ts';
import { byIndex, inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

export const FAMILY_CONTRIBUTION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/**
 * A relative's memory for a narrator's story (issue 25), pending until the narrator answers it. In the story's
 * partition (one Query lists a story's), the narrator's partition of `gsi1` (every story's, for the /family
 * page) and, while its author's account exists, the author's partition of `gsi2` (sparse: what an account
 * deletion finds and rewrites). The author's name and relationship are kept as they were when it was sent.
 */
export const FamilyContributionEntity = /* @__PURE__ */ (() =>
  entity('familyContribution', {
    schema: item({
      ...stringKeys('storyId', 'contributionId'),
      ...strings('narratorId', 'authorName', 'content'),
      /** The relative's account; dropped (and the name becomes FORMER_RELATIVE_NAME) when it is deleted. */
      authorId: string().optional(),
      authorRelationship: string().optional(),
      kind: string().enum('text', 'voiceMemo'),
      /** A spoken memory's recording: the author's while pending, the narrator's copy once accepted. */
      recordingKey: string().optional(),
      status: string()
        .enum(...FAMILY_CONTRIBUTION_STATUSES)
        .default('pending'),
      /** The story entry an accepted contribution became. */
      entryId: string().optional(),
      ...timestampAttributes(),
    }),
    // Client-chosen ids (UUIDs) keep their case.
    key: { partition: ['storyId'], sort: ['contributionId'], keepCase: true },
    indexes: {
      gsi1: { partition: ['narratorId'], sort: ['createdAt', 'contributionId'], keepCase: true },
      gsi2: {
        partition: ['authorId'],
        sort: ['createdAt', 'contributionId'],
        keepCase: true,
        sparse: true,
      },
    },
  }))();

/** Access patterns: a story's contributions; a narrator's; an author's (while their account exists). */
export const contributionsOfStory = (storyId: string) => inPartition({ storyId }, 'familyContribution');
export const contributionsToNarrator = (narratorId: string) =>
  byIndex('gsi1', { narratorId }, 'familyContribution');
export const contributionsByAuthor = (authorId: string) =>
  byIndex('gsi2', { authorId }, 'familyContribution');
