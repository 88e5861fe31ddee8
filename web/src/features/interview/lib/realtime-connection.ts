/** Error texts of part A §8 "Call". */
export const CALL_ERRORS = {
  noConversation: 'No conversation ID available',
  session: 'Failed to create audio chat session',
  provider: 'Failed to connect to the voice provider API',
  emptyAnswer: 'Received empty SDP answer from server',
  connectionFailed: 'Connection failed',
  channelError: 'Connection error occurred',
  microphone: 'Failed to access microphone. Please check your permissions.',
  ending: (message: string) => `Error ending call: ${message}`,
  /** The call reached the length the server allowed it (maxCallSeconds, issue 23). */
  timeUp: (minutes: number) =>
    `This call has reached ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, the longest it can be today. Everything you said is saved.`,
} as const;

export class CallError extends Error {
  override name = 'CallError';
}

/** A Realtime server or client event on the `oai-events` data channel. */
export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

export interface ConnectionDeps {
  createPeerConnection: () => RTCPeerConnection;
  getMicrophone: () => Promise<MediaStream>;
  fetch: typeof fetch;
}

export const browserDeps = (): ConnectionDeps => ({
  createPeerConnection: () => new RTCPeerConnection(),
  getMicrophone: () => navigator.mediaDevices.getUserMedia({ audio: true }),
  fetch: (...args) => fetch(...args),
});

export interface ConnectOptions {
  clientSecret: string;
  /** Where the SDP offer goes: OpenAI's calls endpoint or the local realtime peer. */
  sdpUrl: string;
  onEvent: (event: RealtimeEvent) => void;
  /** A failure after connecting (peer connection failed, channel error or close). */
  onFailure: (message: string) => void;
  onRemoteStream?: (stream: MediaStream) => void;
  onOpen?: () => void;
}

/**
 * The browser side of a Realtime call over WebRTC: microphone track, data channel `oai-events`, SDP offer
 * posted with the client secret as bearer. Every failure is a CallError with the spec's text; after a
 * failed start everything opened is closed again.
 */
export class RealtimeConnection {
  private peer: RTCPeerConnection | undefined;
  private channel: RTCDataChannel | undefined;
  private microphone: MediaStream | undefined;
  private closing = false;

  constructor(private readonly deps: ConnectionDeps = browserDeps()) {}

  get stream(): MediaStream | undefined {
    return this.microphone;
  }

  async connect(options: ConnectOptions): Promise<void> {
    try {
      try {
        this.microphone = await this.deps.getMicrophone();
      } catch {
        throw new CallError(CALL_ERRORS.microphone);
      }
      const peer = this.deps.createPeerConnection();
      this.peer = peer;
      peer.ontrack = (event) => {
        const [stream] = event.streams;
        if (stream) options.onRemoteStream?.(stream);
      };
      peer.onconnectionstatechange = () => {
        if (peer.connectionState === 'failed' && !this.closing)
          options.onFailure(CALL_ERRORS.connectionFailed);
      };
      for (const track of this.microphone.getTracks()) peer.addTrack(track, this.microphone);
      const channel = peer.createDataChannel('oai-events');
      this.channel = channel;
      channel.onmessage = (message) => {
        try {
          options.onEvent(JSON.parse(String(message.data)) as RealtimeEvent);
        } catch {
          console.warn('Ignored an unreadable realtime event');
        }
      };
      channel.onerror = () => {
        if (!this.closing) options.onFailure(CALL_ERRORS.channelError);
      };
      channel.onclose = () => {
        if (!this.closing) options.onFailure(CALL_ERRORS.channelError);
      };
      channel.onopen = () => options.onOpen?.();

      const offer = await peer.createOffer();
      await peer.setLocalDescription(offer);
      let answer: string;
      try {
        const response = await this.deps.fetch(options.sdpUrl, {
          method: 'POST',
          body: offer.sdp,
          headers: { Authorization: `Bearer ${options.clientSecret}`, 'Content-Type': 'application/sdp' },
        });
        if (!response.ok) throw new Error(String(response.status));
        answer = await response.text();
      } catch {
        throw new CallError(CALL_ERRORS.provider);
      }
      if (!answer.trim()) throw new CallError(CALL_ERRORS.emptyAnswer);
      await peer.setRemoteDescription({ type: 'answer', sdp: answer });
    } catch (error) {
      this.close();
      throw error instanceof CallError ? error : new CallError(CALL_ERRORS.provider);
    }
  }

  send(event: RealtimeEvent): boolean {
    if (this.channel?.readyState !== 'open') return false;
    this.channel.send(JSON.stringify(event));
    return true;
  }

  close(): void {
    this.closing = true;
    for (const track of this.microphone?.getTracks() ?? []) track.stop();
    this.channel?.close();
    this.peer?.close();
    this.channel = undefined;
    this.peer = undefined;
    this.microphone = undefined;
  }
}
