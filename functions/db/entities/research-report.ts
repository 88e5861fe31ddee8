import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { jobStatusAttributes, optionalStrings, strings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** A research report on one topic of a narrator's story; written by the research worker (or by the user). */
export const ResearchReportEntity = /* @__PURE__ */ (() =>
  entity('researchReport', {
    schema: item({
      reportId: string().key(),
      ...strings('userId', 'title', 'query'),
      ...optionalStrings('conversationId', 'storyId', 'content'),
      ...jobStatusAttributes(),
      /** 'walt-research' for reports the worker writes, 'user' for ones the narrator adds. */
      createdBy: string(),
      /**
       * `jobId`: the job that writes it (absent on reports the user wrote themselves). `excerpt`: what the
       * narrator said about the topic, kept so the worker needs nothing else.
       */
      ...optionalStrings('jobId', 'excerpt'),
      ...timestampAttributes(),
    }),
    key: { partition: ['reportId'] },
    // Sparse: a report without a conversation (or story) has no key in that index.
    indexes: {
      gsi1: { partition: ['userId'], sort: ['createdAt', 'reportId'] },
      gsi2: { partition: ['conversationId'], sparse: true },
      gsi3: { partition: ['storyId'], sparse: true },
    },
  }))();

/** Access patterns: a user's reports by creation time; a conversation's or a story's reports. */
export const reportsOfUser = (userId: string) => byIndex('gsi1', { userId }, 'researchReport');
export const reportsOfConversation = (conversationId: string) =>
  byIndex('gsi2', { conversationId }, 'researchReport', { exact: true });
export const reportsOfStory = (storyId: string) =>
  byIndex('gsi3', { storyId }, 'researchReport', { exact: true });
