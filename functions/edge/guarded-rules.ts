import type { QuotaKind } from '#shared/contract/endpoint.ts';
import { requireConsent } from '../core/ownership/consent.ts';
import { giveBack, spend } from '../core/quotas/quotas.ts';
import { HttpError, TooManyRequestsError } from '../lib/errors.ts';
import { auditRule, type Rules } from './rules.ts';

/**
 * The answers that refuse a request before any paid call is made (bad input, not allowed, not found, a conflict,
 * too large, wrong type); a 422 or a 5xx may follow a call that was made, so those keep the charge.
 */
const REFUSALS = new Set([400, 403, 404, 409, 413, 415]);

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The endpoint's declared rules before its handler, in one order: consent (404 when the record is missing, 403
 * without the owner's permission), then the quota (429 with Retry-After). Answers what to do after the
 * handler: write the audit entry, answer a deferred 429, or give the quota back when the handler refused the
 * request (a 4xx): a refused or invalid request uses up nothing.
 */
export const applyRules: Rules = async (endpoint, request) => {
  const { consent, quota } = endpoint;
  const caller = request.caller?.user;
  if (consent) {
    const recordId = consent.of === 'story' ? field(request.body, 'storyId') : field(request.params, 'id');
    request.ownerId = await requireConsent(consent, String(recordId));
  }
  let spent: QuotaKind | undefined;
  let refusal: TooManyRequestsError | undefined;
  const rule = typeof quota === 'string' ? { kind: quota } : quota;
  const spender = caller && {
    userId: caller.userId,
    ip: request.ip,
    verified: Boolean(caller.emailVerified || caller.isAdmin),
  };
  if (rule && spender && (!rule.when || field(request.body, rule.when) === true)) {
    try {
      await spend(rule.kind, spender);
      spent = rule.kind;
    } catch (error) {
      if (!(error instanceof TooManyRequestsError) || rule.onRefusal !== 'degrade') throw error;
      refusal = error;
      request.quotaRefused = true;
    }
  }
  const audited = await auditRule(endpoint, request);
  return {
    async after(detail) {
      await audited.after(detail);
      if (refusal) throw refusal;
    },
    async failed(error) {
      if (spent && spender && error instanceof HttpError && REFUSALS.has(error.statusCode))
        await giveBack(spent, spender);
    },
  };
};
