import type { Endpoint } from '#shared/contract/endpoint.ts';
import { recordAudit } from '../core/admin/audit-record.ts';

/** What the rules need of a request, and what they leave on it for the handler. */
export interface RuledRequest {
  params: unknown;
  body: unknown;
  caller?: { user: { userId: string; email: string; emailVerified?: boolean; isAdmin?: boolean } };
  ip: string;
  /** Set by a `consent` rule: the user whose material the request touches. */
  ownerId?: string;
  /** Set by a `quota` rule with `onRefusal: 'degrade'` when the quota is spent: do the work without the paid part. */
  quotaRefused?: boolean;
}

/** What runs after the handler: the audit entry, a deferred 429, or the quota given back on a 4xx. */
export interface Settle {
  after(detail?: string): Promise<void>;
  failed(error: unknown): Promise<void>;
}

/** Applies an endpoint's declared rules before its handler; answers what to do after it. */
export type Rules = (endpoint: Endpoint, request: RuledRequest) => Promise<Settle>;

/**
 * The audit rule, which every wrapper applies: once the handler succeeded, an administrator's write (action:
 * the endpoint's name) or read of a user's material (the name with its `get`/`list` verb read as `read`) is
 * written to the audit trail, on the user whose material it is.
 */
export const auditRule: Rules = async (endpoint, request) => ({
  async after(detail) {
    const caller = request.caller?.user;
    if (!endpoint.audit || !caller) return;
    const target = (request.params ?? {}) as Record<string, unknown>;
    await recordAudit({
      actor: { userId: caller.userId, email: caller.email },
      action: endpoint.audit === 'read' ? endpoint.name.replace(/\.(get|list)/, '.read') : endpoint.name,
      targetUserId:
        request.ownerId ??
        (endpoint.path.startsWith('/api/admin/users/{id}') ? String(target.id) : undefined),
      target,
      detail,
    });
  },
  async failed() {},
});

/** Whether an endpoint declares a rule only the guarded wrapper applies (a paid quota, an owner's consent). */
export const guarded = (endpoint: Endpoint): boolean => Boolean(endpoint.quota || endpoint.consent);
