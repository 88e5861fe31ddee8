import { listStoryArtefacts } from '#shared/contract/artefacts.ts';
import { storyArtefacts } from '../../core/artefacts/views.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listStoryArtefacts, async ({ params, caller, page }) =>
  storyArtefacts(caller.user.userId, params.id, page),
);
