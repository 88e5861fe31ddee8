import { getListen } from '#shared/contract/voice.ts';
import { openListenLink } from '../../core/voice/listen-links.ts';
import { http } from '../../edge/http.ts';

/** The public listen page's content (no sign-in): rate-limited per address, never indexed. */
export const handler = http(getListen, async ({ params, ip }) => ({
  body: await openListenLink(params.token, ip),
  headers: { 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' },
}));
