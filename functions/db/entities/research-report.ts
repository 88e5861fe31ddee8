import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { jobStatusAttributes, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { onTable } from '../on-table.ts';

/** A research report on one topic of a narrator's story; written by the research worker (or by the user). */
export const ResearchReportEntity = /* @__PURE__ */ (() =>
  new Entity(
    onTable('researchReport', {
      schema: item({
        reportId: string().key(),
        userId: string(),
        conversationId: string().optional(),
        storyId: string().optional(),
        title: string(),
        query: string(),
        content: string().optional(),
        ...jobStatusAttributes(),
        /** 'walt-research' for reports the worker writes, 'user' for ones the narrator adds. */
        createdBy: string(),
        /** The job that writes it (absent on reports the user wrote themselves). */
        jobId: string().optional(),
        /** What the narrator said about the topic, kept so the worker needs nothing else. */
        excerpt: string().optional(),
        ...timestampAttributes(),
      }),
      key: { partition: ['reportId'] },
      // Sparse: a report without a conversation (or story) has no key in that index.
      indexes: {
        gsi1: { partition: ['userId'], sort: ['createdAt', 'reportId'] },
        gsi2: { partition: ['conversationId'], sparse: true },
        gsi3: { partition: ['storyId'], sparse: true },
      },
    }),
  ))();

/** Access patterns: a user's reports by creation time; a conversation's or a story's reports. */
export const reportsOfUser = (userId: string) => byIndex('gsi1', { userId }, 'researchReport');
export const reportsOfConversation = (conversationId: string) =>
  byIndex('gsi2', { conversationId }, 'researchReport', { exact: true });
export const reportsOfStory = (storyId: string) =>
  byIndex('gsi3', { storyId }, 'researchReport', { exact: true });
