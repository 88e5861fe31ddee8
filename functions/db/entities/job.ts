import { Entity } from 'electrodb';
import { JOB_STATUSES } from '#shared/constants.ts';
import { timestamps } from './timestamps.ts';

/** A background job's status row: pending → processing → completed | failed. */
export const JobEntity = new Entity({
  model: { entity: 'job', version: '1', service: 'walt' },
  attributes: {
    jobId: { type: 'string', required: true },
    kind: { type: 'string', required: true },
    ownerId: { type: 'string' },
    status: { type: JOB_STATUSES, required: true, default: 'pending' },
    errorMessage: { type: 'string' },
    attempts: { type: 'number', required: true, default: 0 },
    /** Lease end (epoch ms) while a worker holds the job; a second delivery waits for it. */
    leaseUntil: { type: 'number' },
    payload: { type: 'any' },
    result: { type: 'any' },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['jobId'] }, sk: { field: 'sk', composite: [] } },
    byOwner: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId'] },
      sk: { field: 'gsi1sk', composite: ['kind', 'createdAt'] },
    },
  },
});
