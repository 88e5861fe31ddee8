import { listStoryFormats } from '#shared/contract/artefacts.ts';
import { formatsForStory } from '../../core/artefacts/formats-of-story.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listStoryFormats, async ({ params, caller }) => ({
  body: await formatsForStory(caller.user.userId, params.id),
}));
