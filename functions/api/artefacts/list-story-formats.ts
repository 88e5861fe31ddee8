import { listStoryFormats } from '#shared/contract/artefacts.ts';
import { formatsForStory } from '../../core/artefacts/formats-of-story.ts';
import { forNarrator } from '../../core/formats/formats.ts';
import { http } from '../../edge/http.ts';

/** A story's formats as its narrator reads them: never the administrator's writerPrompt. */
export const handler = http(listStoryFormats, async ({ params, caller }) => ({
  body: (await formatsForStory(caller.user.userId, params.id)).map(forNarrator),
}));
