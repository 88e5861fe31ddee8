import { getSharedStory } from '#shared/contract/family.ts';
import { getSharedStory as get } from '../../core/family/sharing.ts';
import { recordingUrl } from '../../core/stories/recordings.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getSharedStory, async ({ params, caller }) => ({
  body: await get(caller.user.userId, params.id, recordingUrl),
}));
