import { completePath } from '#shared/contract/stories.ts';
import { completePath as complete } from '../../core/stories/stories.ts';
import { http } from '../../edge/http.ts';

export const handler = http(completePath, async ({ params, body, caller }) => ({
  body: await complete(caller.user.userId, params.id, body),
}));
