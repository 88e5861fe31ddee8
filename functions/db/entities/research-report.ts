import { Entity } from 'electrodb';
import { JOB_STATUSES } from '#shared/constants.ts';
import { timestamps } from './timestamps.ts';

/** A research report on one topic of a narrator's story; written by the research worker (or by the user). */
export const ResearchReportEntity = new Entity({
  model: { entity: 'researchReport', version: '1', service: 'walt' },
  attributes: {
    reportId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    conversationId: { type: 'string' },
    storyId: { type: 'string' },
    title: { type: 'string', required: true },
    query: { type: 'string', required: true },
    content: { type: 'string' },
    status: { type: JOB_STATUSES, required: true, default: 'pending' },
    errorMessage: { type: 'string' },
    /** 'walt-research' for reports the worker writes, 'user' for ones the narrator adds. */
    createdBy: { type: 'string', required: true },
    /** The job that writes it (absent on reports the user wrote themselves). */
    jobId: { type: 'string' },
    /** What the narrator said about the topic, kept so the worker needs nothing else. */
    excerpt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['reportId'] }, sk: { field: 'sk', composite: [] } },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'reportId'] },
    },
    // Sparse: only the pk attribute is a composite, so a report without a story (or conversation) simply has
    // no key in that index (ElectroDB refuses conditional indexes whose other composites are always present).
    byConversation: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['conversationId'] },
      sk: { field: 'gsi2sk', composite: [] },
    },
    byStory: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['storyId'] },
      sk: { field: 'gsi3sk', composite: [] },
    },
  },
});
