import { voice } from '#shared/contract/routes/voice.ts';
import type { ListenPage } from '#shared/schemas/voice.ts';
import { callEndpoint } from '@/lib/api-client';

export type { ListenPage };

/** A listen link's page (public): whose voice, from which keepsake, the words and the passage to play. */
export const getListen = (token: string): Promise<ListenPage> =>
  callEndpoint(voice.getListen, { params: { token }, expireSessionOn401: false });
