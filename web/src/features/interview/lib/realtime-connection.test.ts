import { describe, expect, it, vi } from 'vitest';
import { CALL_ERRORS, type ConnectionDeps, RealtimeConnection } from './realtime-connection.ts';

/** Just enough of RTCPeerConnection and RTCDataChannel to drive the connection's rules. */
class FakeChannel {
  readyState = 'open';
  sent: string[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onopen: (() => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close = vi.fn(() => {
    this.readyState = 'closed';
  });
}
class FakePeer {
  connectionState = 'new';
  channel = new FakeChannel();
  channelLabel = '';
  tracks: unknown[] = [];
  remote: unknown;
  ontrack: unknown = null;
  onconnectionstatechange: (() => void) | null = null;
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  createDataChannel(label: string) {
    this.channelLabel = label;
    return this.channel;
  }
  createOffer = async () => ({ type: 'offer', sdp: 'v=0 offer' });
  setLocalDescription = async () => {};
  setRemoteDescription = async (description: unknown) => {
    this.remote = description;
  };
  close = vi.fn();
}

const setup = (fetchImpl: typeof fetch, microphone = true) => {
  const peer = new FakePeer();
  const track = { stop: vi.fn() };
  const deps: ConnectionDeps = {
    createPeerConnection: () => peer as unknown as RTCPeerConnection,
    getMicrophone: async () => {
      if (!microphone) throw new DOMException('denied', 'NotAllowedError');
      return { getTracks: () => [track] } as unknown as MediaStream;
    },
    fetch: fetchImpl,
  };
  return { peer, track, connection: new RealtimeConnection(deps) };
};
const options = {
  clientSecret: 'ek_123',
  sdpUrl: 'https://peer.example/v1/realtime/calls',
  onEvent: vi.fn(),
  onFailure: vi.fn(),
};

describe('realtime connection', () => {
  it('posts the SDP offer with the client secret as bearer and applies the answer', async () => {
    const fetchMock = vi.fn(async () => new Response('v=0 answer'));
    const { peer, connection } = setup(fetchMock as unknown as typeof fetch);
    await connection.connect(options);
    expect(fetchMock).toHaveBeenCalledWith('https://peer.example/v1/realtime/calls', {
      method: 'POST',
      body: 'v=0 offer',
      headers: { Authorization: 'Bearer ek_123', 'Content-Type': 'application/sdp' },
    });
    expect(peer.channelLabel).toBe('oai-events');
    expect(peer.tracks).toHaveLength(1);
    expect(peer.remote).toEqual({ type: 'answer', sdp: 'v=0 answer' });
  });

  it('passes channel events on and sends JSON events', async () => {
    const onEvent = vi.fn();
    const { peer, connection } = setup((async () => new Response('answer')) as unknown as typeof fetch);
    await connection.connect({ ...options, onEvent });
    peer.channel.onmessage?.({ data: '{"type":"session.created"}' });
    peer.channel.onmessage?.({ data: 'not json' });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ type: 'session.created' });
    expect(connection.send({ type: 'response.create' })).toBe(true);
    expect(peer.channel.sent).toEqual(['{"type":"response.create"}']);
  });

  it.each([
    [
      'the provider is unreachable',
      async () => Promise.reject(new TypeError('fetch failed')),
      CALL_ERRORS.provider,
    ],
    ['the provider refuses', async () => new Response('no', { status: 500 }), CALL_ERRORS.provider],
    ['the answer is empty', async () => new Response('  '), CALL_ERRORS.emptyAnswer],
  ])('fails with the spec text when %s, and cleans up', async (_case, fetchImpl, message) => {
    const { peer, track, connection } = setup(fetchImpl as unknown as typeof fetch);
    await expect(connection.connect(options)).rejects.toThrow(message);
    expect(peer.close).toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
  });

  it('reports a refused microphone', async () => {
    const { connection } = setup((async () => new Response('a')) as unknown as typeof fetch, false);
    await expect(connection.connect(options)).rejects.toThrow(CALL_ERRORS.microphone);
  });

  it('reports a failed peer connection and a data channel error, but not its own close', async () => {
    const onFailure = vi.fn();
    const { peer, connection } = setup((async () => new Response('answer')) as unknown as typeof fetch);
    await connection.connect({ ...options, onFailure });
    peer.connectionState = 'failed';
    peer.onconnectionstatechange?.();
    peer.channel.onerror?.();
    expect(onFailure.mock.calls).toEqual([[CALL_ERRORS.connectionFailed], [CALL_ERRORS.channelError]]);
    connection.close();
    peer.channel.onclose?.();
    expect(onFailure).toHaveBeenCalledTimes(2);
  });
});
