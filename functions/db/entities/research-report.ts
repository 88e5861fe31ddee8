import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { JOB_STATUSES } from '#shared/constants.ts';
import { timestampAttributes } from '../attributes.ts';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** A research report on one topic of a narrator's story; written by the research worker (or by the user). */
export const ResearchReportEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'researchReport',
    table,
    schema: item({
      reportId: string().key(),
      userId: string(),
      conversationId: string().optional(),
      storyId: string().optional(),
      title: string(),
      query: string(),
      content: string().optional(),
      status: string()
        .enum(...JOB_STATUSES)
        .default('pending'),
      errorMessage: string().optional(),
      /** 'walt-research' for reports the worker writes, 'user' for ones the narrator adds. */
      createdBy: string(),
      /** The job that writes it (absent on reports the user wrote themselves). */
      jobId: string().optional(),
      /** What the narrator said about the topic, kept so the worker needs nothing else. */
      excerpt: string().optional(),
      ...timestampAttributes(),
    }).and((report) => ({
      gsi1pk: string()
        .hidden()
        .link<typeof report>(({ userId }) => partitionKey({ userId })),
      gsi1sk: string()
        .hidden()
        .link<typeof report>(({ createdAt, reportId }) => sortKey('researchReport', { createdAt, reportId })),
      // Sparse: a report without a conversation (or story) has no key in that index.
      gsi2pk: string()
        .optional()
        .hidden()
        .link<typeof report>(({ conversationId }) =>
          conversationId ? partitionKey({ conversationId }) : undefined,
        ),
      gsi2sk: string()
        .optional()
        .hidden()
        .link<typeof report>(({ conversationId }) =>
          conversationId ? sortKey('researchReport') : undefined,
        ),
      gsi3pk: string()
        .optional()
        .hidden()
        .link<typeof report>(({ storyId }) => (storyId ? partitionKey({ storyId }) : undefined)),
      gsi3sk: string()
        .optional()
        .hidden()
        .link<typeof report>(({ storyId }) => (storyId ? sortKey('researchReport') : undefined)),
    })),
    computeKey: ({ reportId }) => ({ pk: partitionKey({ reportId }), sk: sortKey('researchReport') }),
    timestamps: false,
  }))();

/** Access patterns: a user's reports by creation time; a conversation's or a story's reports. */
export const reportsOfUser = (userId: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ userId }),
    range: { beginsWith: sortPrefix('researchReport') },
  }) as const;
export const reportsOfConversation = (conversationId: string) =>
  ({
    index: 'gsi2',
    partition: partitionKey({ conversationId }),
    range: { eq: sortKey('researchReport') },
  }) as const;
export const reportsOfStory = (storyId: string) =>
  ({
    index: 'gsi3',
    partition: partitionKey({ storyId }),
    range: { eq: sortKey('researchReport') },
  }) as const;
