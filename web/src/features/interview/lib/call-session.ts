import type { AudioSession, CallApi } from './call-api-port.ts';
import {
  CALL_ERRORS,
  CallError,
  type RealtimeConnection,
  type RealtimeEvent,
} from './realtime-connection.ts';

/** Asks the server for the call's audio session; a refusal the narrator can act on keeps its own words. */
export async function openAudioSession(api: CallApi, conversationId: string | null): Promise<AudioSession> {
  if (!conversationId) throw new CallError(CALL_ERRORS.noConversation);
  try {
    return await api.createAudioSession(conversationId);
  } catch (error) {
    // A refusal the narrator can act on (today's calls or minutes are used up) says so in its own words.
    const refused = error instanceof Error && (error as { status?: number }).status === 429;
    throw new CallError(refused ? error.message : CALL_ERRORS.session);
  }
}

export interface ConnectHandlers {
  onEvent: (event: RealtimeEvent) => void;
  /** A failure once the channel is open (one before rejects the returned promise). */
  onFailure: (message: string) => void;
  onRemoteStream?: (stream: MediaStream) => void;
}

/** Connects to the Realtime session; resolves once the channel is open. */
export function connectRealtime(
  connection: RealtimeConnection,
  session: AudioSession,
  handlers: ConnectHandlers,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let open = false;
    connection
      .connect({
        clientSecret: session.clientSecret,
        sdpUrl: session.sdpUrl,
        onEvent: handlers.onEvent,
        onFailure: (message) => (open ? handlers.onFailure(message) : reject(new CallError(message))),
        onRemoteStream: handlers.onRemoteStream,
        onOpen: () => {
          open = true;
          resolve();
        },
      })
      .catch(reject);
  });
}
