import { extractBiographicalFacts } from '#shared/contract/gmail.ts';
import { extractFacts } from '../../core/gmail/facts.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(extractBiographicalFacts, async ({ caller, ip }) => ({
  body: { facts: await extractFacts(caller.user.userId, ip) },
}));
