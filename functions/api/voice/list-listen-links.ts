import { listListenLinks } from '#shared/contract/voice.ts';
import { listListenLinks as list } from '../../core/voice/listen-links.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listListenLinks, async ({ caller, params }) => ({
  body: await list(caller.user.userId, params.id),
}));
