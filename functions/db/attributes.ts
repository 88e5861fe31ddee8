import { string } from 'dynamodb-toolbox/schema/string';
import { JOB_STATUSES } from '#shared/constants.ts';

const now = () => new Date().toISOString();

/**
 * createdAt (set when the item is put) and updatedAt (refreshed by every put and update): spread into an
 * entity's schema. Declared here rather than through DynamoDB-Toolbox's `timestamps` so index keys can be
 * linked to createdAt with full types.
 */
export const timestampAttributes = () => ({
  createdAt: string().putDefault(now),
  updatedAt: string().putDefault(now).updateDefault(now),
});

/** Where a piece of background work stands (pending → processing → completed | failed), and why it failed. */
export const jobStatusAttributes = () => ({
  status: string()
    .enum(...JOB_STATUSES)
    .default('pending'),
  errorMessage: string().optional(),
});
