import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aConversation, aProfile, mockApi, signedInAs, startingACall } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { FakeRecorder } from '../lib/call-test-fakes.ts';

const microphone = vi.hoisted(() => ({}) as MediaStream);

// The voice channel is the browser's WebRTC: here a fake that opens at once, with a microphone.
vi.mock(import('../lib/realtime-connection.ts'), async (original) => {
  const { withFakeConnection } = await import('../lib/call-test-fakes.ts');
  return withFakeConnection(original, (connection) => {
    connection.stream = microphone;
  });
});

const conversation = aConversation({ sessionType: 'gettingToKnowYou' });

const callKeeping = (keepCallRecordings: boolean) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'GET /api/profile': aProfile({ keepCallRecordings }),
    ...startingACall(conversation, 'Getting to Know You'),
    'POST /api/audio-chat/session': {
      body: { clientSecret: 'ek_1', hasExistingMessages: false, sdpUrl: 'http://peer/calls', offline: true },
    },
    'POST /api/conversations/c1/save': { body: {} },
    'POST /api/ai/analyze-for-notes': { body: { shouldTakeNote: false } },
    'POST /api/ai/analyze-for-research': { body: { jobsCreated: 0, topics: [] } },
    'POST /api/stories/transcribe-uploads': {
      status: 201,
      body: { uploadId: 'up-1', uploadUrl: '/_blobs/pending/up-1', headers: {}, maxBytes: 1_000_000 },
    },
    'PUT /_blobs/pending/up-1': { status: 200 },
    'POST /api/conversations/c1/recordings': {
      status: 201,
      body: { sequence: 0, startMs: 0, durationMs: 1_000 },
    },
  });

/** The browser's MediaRecorder, recorded to a fake. */
const stubMediaRecorder = () => {
  const made: FakeRecorder[] = [];
  vi.stubGlobal(
    'MediaRecorder',
    Object.assign(
      class extends FakeRecorder {
        constructor(stream: MediaStream) {
          super(stream);
          made.push(this);
        }
      },
      { isTypeSupported: () => true },
    ),
  );
  return made;
};

describe("call screen: keeping the narrator's voice (issue 26)", () => {
  it('says the voice is recorded, records the call and uploads it with the typed turn when it ends', async () => {
    const made = stubMediaRecorder();
    const { calls } = callKeeping(true);
    await renderApp('/audio-chat/gettingToKnowYou', { waitForSession: false });
    expect(await screen.findByTestId('call-recording-state')).toHaveTextContent(
      'Your voice is being recorded',
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Call Walt' }));
    await user.type(await screen.findByLabelText('Type instead of speaking'), 'I was born in Dundee.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'End call' }));

    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/conversations/c1/recordings')).toBe(true),
    );
    expect(made).toHaveLength(1);
    expect(made[0]?.stream).toBe(microphone);
    const upload = calls.find((call) => call.url === '/api/stories/transcribe-uploads');
    expect(upload?.body).toEqual({ size: 100, contentType: 'audio/webm' });
    const linked = calls.find((call) => call.url === '/api/conversations/c1/recordings')?.body as {
      uploadId: string;
      sequence: number;
      marks: { messageId: string }[];
    };
    expect(linked).toMatchObject({ uploadId: 'up-1', sequence: 0 });
    const saved = calls.find((call) => call.url === '/api/conversations/c1/save')?.body as {
      messages: { id: string }[];
    };
    expect(linked.marks.map((mark) => mark.messageId)).toEqual([saved.messages[0]?.id]);
  });

  it('says the voice is not recorded, and records nothing, while the narrator keeps no recordings', async () => {
    const made = stubMediaRecorder();
    const { calls } = callKeeping(false);
    await renderApp('/audio-chat/gettingToKnowYou', { waitForSession: false });
    expect(await screen.findByTestId('call-recording-state')).toHaveTextContent('Your voice is not recorded');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Call Walt' }));
    await user.click(await screen.findByRole('button', { name: 'End call' }));

    expect(await screen.findByRole('button', { name: 'Call Walt' })).toBeInTheDocument();
    expect(made).toHaveLength(0);
    expect(calls.some((call) => call.url.includes('recordings') || call.url.includes('transcribe'))).toBe(
      false,
    );
  });
});
