import { stopListenLinks } from '#shared/contract/voice.ts';
import { stopListenLinks as stop } from '../../core/voice/listen-links.ts';
import { http } from '../../edge/http.ts';

export const handler = http(stopListenLinks, async ({ caller, params }) => {
  await stop(caller.user.userId, params.id);
  return {};
});
