import { type RTCDataChannel, RTCPeerConnection, RtpHeader, RtpPacket } from 'werift';

export interface ServerEvent {
  type: string;
  [key: string]: unknown;
}

/**
 * A Node WebRTC client (werift) that behaves like the call screen: an audio transceiver, the `oai-events`
 * data channel, and an SDP offer posted with the client secret as bearer credential.
 */
export class RealtimeTestClient {
  readonly events: ServerEvent[] = [];
  readonly pc = new RTCPeerConnection({});
  audioPackets = 0;
  private channel: RTCDataChannel | undefined;
  private readonly listeners = new Set<(event: ServerEvent) => void>();

  /** Posts the offer; resolves with the HTTP answer (status, body) and, on 201, an open data channel. */
  async connect(sdpUrl: string, clientSecret: string): Promise<{ status: number; body: string }> {
    this.pc.addTransceiver('audio', { direction: 'sendrecv' });
    this.pc.onTrack.subscribe((track) => track.onReceiveRtp.subscribe(() => (this.audioPackets += 1)));
    const channel = this.pc.createDataChannel('oai-events');
    this.channel = channel;
    channel.onMessage.subscribe((data) => {
      const event = JSON.parse(typeof data === 'string' ? data : data.toString('utf8')) as ServerEvent;
      this.events.push(event);
      for (const listener of this.listeners) listener(event);
    });
    await this.pc.setLocalDescription(await this.pc.createOffer());
    await new Promise<void>((resolve) => {
      if (this.pc.iceGatheringState === 'complete') return resolve();
      this.pc.iceGatheringStateChange.subscribe((state) => state === 'complete' && resolve());
    });
    const response = await fetch(sdpUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${clientSecret}`, 'content-type': 'application/sdp' },
      body: this.pc.localDescription!.sdp,
    });
    const body = await response.text();
    if (response.status !== 201) return { status: response.status, body };
    await this.pc.setRemoteDescription({ type: 'answer', sdp: body });
    await new Promise<void>((resolve) => {
      if (channel.readyState === 'open') return resolve();
      channel.stateChanged.subscribe((state) => state === 'open' && resolve());
    });
    return { status: response.status, body };
  }

  /** Sends `ms` of 20 ms audio packets of `bytes` payload (large packets look like speech to the peer). */
  async sendAudio(ms: number, bytes: number): Promise<void> {
    const sender = this.pc.getTransceivers().find((transceiver) => transceiver.kind === 'audio')?.sender;
    const payloadType = sender?.codec?.payloadType;
    if (!sender || payloadType === undefined) throw new Error('No negotiated audio sender');
    for (let elapsed = 0, sequence = 1; elapsed < ms; elapsed += 20, sequence += 1) {
      const header = new RtpHeader({ payloadType, sequenceNumber: sequence, timestamp: sequence * 960 });
      await sender.sendRtp(new RtpPacket(header, Buffer.alloc(bytes, 0x5a)));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  send(event: Record<string, unknown>): void {
    this.channel!.send(JSON.stringify(event));
  }

  onEvent(listener: (event: ServerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(match: (event: ServerEvent) => boolean, timeoutMs = 10_000): Promise<ServerEvent> {
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error('Timed out waiting for a realtime event'));
      }, timeoutMs);
      const stop = this.onEvent((event) => {
        if (!match(event)) return;
        clearTimeout(timer);
        stop();
        resolve(event);
      });
    });
  }

  async close(): Promise<void> {
    await this.pc.close();
  }
}

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/**
 * Drives a whole interview the way the call screen does (spec part A §4): the intro instruction and a
 * response request at start, each tool call answered with function_call_output then response.create, and
 * the next scripted narrator answer typed (input_text) after each spoken reply, until hangUp's goodbye.
 */
export const runScriptedInterview = (
  client: RealtimeTestClient,
  answers: string[],
  toolOutput: (call: ToolCall) => string = () => 'ok',
  timeoutMs = 30_000,
): Promise<{ calls: ToolCall[]; spoken: string[] }> =>
  new Promise((resolve, reject) => {
    const calls: ToolCall[] = [];
    const spoken: string[] = [];
    const script = [...answers];
    let hangUpRequested = false;
    const timer = setTimeout(() => {
      stop();
      reject(
        new Error(`Interview did not finish; calls so far: ${calls.map((call) => call.name).join(', ')}`),
      );
    }, timeoutMs);
    const stop = client.onEvent((event) => {
      if (event.type === 'response.function_call_arguments.done') {
        const call = { name: String(event.name), arguments: JSON.parse(String(event.arguments)) };
        calls.push(call);
        if (call.name === 'hangUp') hangUpRequested = true;
        client.send({
          type: 'conversation.item.create',
          item: { type: 'function_call_output', call_id: event.call_id, output: toolOutput(call) },
        });
        client.send({
          type: 'response.create',
          response: { output_modalities: ['audio'], tool_choice: 'auto' },
        });
      }
      if (event.type === 'response.output_audio_transcript.done') spoken.push(String(event.transcript));
      if (event.type === 'output_audio_buffer.stopped') {
        if (hangUpRequested) {
          clearTimeout(timer);
          stop();
          resolve({ calls, spoken });
          return;
        }
        const answer = script.shift();
        if (answer === undefined) return;
        client.send({
          type: 'conversation.item.create',
          item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: answer }] },
        });
        client.send({ type: 'response.create' });
      }
    });
    client.send({
      type: 'conversation.item.create',
      item: {
        type: 'message',
        role: 'system',
        content: [
          { type: 'input_text', text: 'Speak the intro first; do not use tools until the user answers.' },
        ],
      },
    });
    client.send({ type: 'response.create' });
  });
