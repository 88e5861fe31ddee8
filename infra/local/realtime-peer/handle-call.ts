import type { IncomingMessage, ServerResponse } from 'node:http';
import { offlineSessionFor } from '#functions/ai/offline-sessions.ts';
import { readBodyUpTo } from '../read-body.ts';
import type { PeerOptions, RealtimePeer } from './peer.ts';

export { LOCAL_REALTIME_PATH } from '#functions/ai/offline.ts';

const MAX_OFFER_BYTES = 64 * 1024;
const peers = new Set<RealtimePeer>();
let peerOptions: PeerOptions = {};

/** Pacing of the local peer (tests make Walt "speak" instantly). */
export const configureRealtimePeer = (options: PeerOptions): void => {
  peerOptions = options;
};

/**
 * Only the app's own pages may open a call: a browser's Origin must be the app's origin (APP_URL, Vite's in
 * `npm run dev`) or the runtime's own host (the app opened at localhost or 127.0.0.1); any other site gets
 * 403, so a page elsewhere cannot drive the local peer. A request without Origin is not a browser's page (a
 * script holding the bearer secret, which is the credential). CORS names the allowed origin, never `*`.
 */
const allowedOrigin = (req: IncomingMessage): string | undefined | false => {
  const origin = req.headers.origin;
  if (!origin) return undefined;
  const appOrigin = process.env.APP_URL ? new URL(process.env.APP_URL).origin : undefined;
  return origin === appOrigin || origin === `http://${req.headers.host}` ? origin : false;
};

const corsFor = (origin: string | undefined) =>
  origin
    ? {
        'access-control-allow-origin': origin,
        vary: 'origin',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-expose-headers': 'location',
      }
    : {};

const reply = (
  res: ServerResponse,
  status: number,
  body: string,
  type = 'application/json; charset=utf-8',
  origin?: string,
) => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...corsFor(origin) });
  res.end(body);
};

const fail = (res: ServerResponse, status: number, message: string, origin?: string) =>
  reply(
    res,
    status,
    JSON.stringify({ error: { message, type: 'invalid_request_error' } }),
    undefined,
    origin,
  );

const readOffer = async (req: IncomingMessage): Promise<string | undefined> =>
  (await readBodyUpTo(req, MAX_OFFER_BYTES))?.toString('utf8');

/**
 * `POST /_realtime/calls`: the local stand-in for OpenAI's `/v1/realtime/calls`. Takes an SDP offer
 * (`Content-Type: application/sdp`, `Authorization: Bearer <client secret from the offline provider>`) and
 * answers `201` with the SDP answer of a new local realtime peer.
 */
export const handleRealtimeCall = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
  const origin = allowedOrigin(req);
  if (origin === false) return fail(res, 403, 'Calls are accepted only from the app itself.');
  if (req.method === 'OPTIONS') return reply(res, 204, '', undefined, origin);
  if (req.method !== 'POST') return fail(res, 405, 'Use POST with an SDP offer.', origin);
  const secret = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const plan = secret ? offlineSessionFor(secret) : undefined;
  if (!plan) return fail(res, 401, 'Missing, unknown or expired client secret.', origin);
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/sdp'))
    return fail(res, 415, 'The offer must be sent as application/sdp.', origin);
  const offer = await readOffer(req);
  if (!offer) return fail(res, 413, 'The SDP offer is too large.', origin);
  if (!offer.startsWith('v=0')) return fail(res, 400, 'The body is not an SDP offer.', origin);
  // werift is loaded on the first call only, so the local runtime starts as fast without it.
  const { RealtimePeer } = await import('./peer.ts');
  const peer: RealtimePeer = new RealtimePeer(plan, { ...peerOptions, onClose: () => peers.delete(peer) });
  peers.add(peer);
  try {
    const answer = await peer.answer(offer);
    res.setHeader('location', `/_realtime/calls/${plan.brief.conversationId}`);
    reply(res, 201, answer, 'application/sdp', origin);
  } catch {
    await peer.close();
    fail(res, 400, 'The SDP offer could not be answered.', origin);
  }
};

/** Ends every live call (the local runtime stops). */
export const closeRealtimePeers = async (): Promise<void> => {
  await Promise.all([...peers].map((peer) => peer.close()));
};
