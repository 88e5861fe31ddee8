import { researchStory } from '#shared/contract/stories.ts';
import { researchStory as research } from '../../core/stories/research.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(researchStory, async ({ params, caller, ip }) => ({
  body: { reports: await research(caller.user.userId, params.id, ip) },
}));
