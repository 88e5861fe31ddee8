import { createContribution } from '#shared/contract/family.ts';
import { createContribution as create } from '../../core/family/contributions.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createContribution, async ({ params, body, caller }) => ({
  body: { contribution: await create(caller.user, params.id, body) },
}));
