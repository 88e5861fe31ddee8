import { applyRules } from './guarded-rules.ts';
import { httpWith } from './http.ts';

/**
 * The wrapper of the endpoints that declare a quota or a consent: every declared rule, in one order (auth →
 * consent → quota → handler → audit). Only their bundles carry the consent and quota code.
 */
export const http = httpWith(applyRules);
