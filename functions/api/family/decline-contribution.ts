import { declineContribution } from '#shared/contract/family.ts';
import { declineContribution as decline } from '../../core/family/contributions.ts';
import { http } from '../../edge/http.ts';

export const handler = http(declineContribution, async ({ params, caller }) => ({
  body: await decline(caller.user.userId, params.id, params.contributionId),
}));
