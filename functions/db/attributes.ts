import { number } from 'dynamodb-toolbox/schema/number';
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

/**
 * Attributes of one plain type, spread into an entity's schema: `...optionalStrings('title', 'summary')` is
 * `title: string().optional(), summary: string().optional()`, in that order and with the same types, so the
 * items DynamoDB-Toolbox infers are those of the attributes written out one by one.
 */
const attributesOf =
  <SCHEMA>(schema: () => SCHEMA) =>
  <const NAMES extends readonly string[]>(...names: NAMES) =>
    Object.fromEntries(names.map((name) => [name, schema()])) as { [NAME in NAMES[number]]: SCHEMA };

/** Required strings. */
export const strings = /* @__PURE__ */ attributesOf(() => string());
/** Strings an item may lack. */
export const optionalStrings = /* @__PURE__ */ attributesOf(() => string().optional());
/** Required numbers. */
export const numbers = /* @__PURE__ */ attributesOf(() => number());
/** Numbers an item may lack. */
export const optionalNumbers = /* @__PURE__ */ attributesOf(() => number().optional());
/** String attributes of the primary key (`key` of the entity's definition says how they compose it). */
export const stringKeys = /* @__PURE__ */ attributesOf(() => string().key());
