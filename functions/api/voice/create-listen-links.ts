import { createListenLinks } from '#shared/contract/voice.ts';
import { createListenLinks as create } from '../../core/voice/listen-links.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createListenLinks, async ({ caller, params }) => ({
  body: await create(caller.user.userId, params.id),
}));
