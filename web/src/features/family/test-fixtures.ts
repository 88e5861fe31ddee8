import { vi } from 'vitest';
import type { Contribution, Invitation, Member, SharedCircle, SharedStory } from '@/lib/queries/family';
import { aUser, mockApi, signedInAs } from '@/test/mock-api';

export const STORY_ID = 'story-0000-filey';
const at = '2025-03-01T09:00:00.000Z';

export const ruth = (overrides: Partial<Member> = {}): Member => ({
  id: 'user-ruth',
  name: 'Ruth',
  email: 'ruth@example.com',
  relationship: 'daughter',
  role: 'contributor',
  joinedAt: at,
  ...overrides,
});

export const anInvitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: 'invitation-1',
  email: 'tom@example.com',
  relationship: 'grandson',
  role: 'reader',
  createdAt: at,
  expiresAt: '2025-03-15T09:00:00.000Z',
  ...overrides,
});

export const aContribution = (overrides: Partial<Contribution> = {}): Contribution => ({
  id: 'contribution-1',
  storyId: STORY_ID,
  storyTitle: 'Summers in Filey',
  kind: 'text',
  content: 'I remember the donkeys on the beach.',
  author: { name: 'Ruth', relationship: 'daughter' },
  status: 'pending',
  createdAt: at,
  ...overrides,
});

export const aCircle = (overrides: Partial<SharedCircle> = {}): SharedCircle => ({
  narrator: { id: 'user-ada', name: 'Ada' },
  relationship: 'daughter',
  role: 'contributor',
  stories: [{ id: STORY_ID, title: 'Summers in Filey', updatedAt: at }],
  ...overrides,
});

export const aSharedStory = (overrides: Partial<SharedStory> = {}): SharedStory => ({
  id: STORY_ID,
  title: 'Summers in Filey',
  narrator: { id: 'user-ada', name: 'Ada' },
  role: 'contributor',
  entries: [
    { id: 'entry-1', kind: 'text', content: 'We went to Filey every August.', createdAt: at },
    {
      id: 'entry-2',
      kind: 'voiceMemo',
      content: 'The boarding house smelled of kippers.',
      createdAt: '2025-03-02T09:00:00.000Z',
      recordingUrl: 'https://media.example/recording-2.webm',
    },
    {
      id: 'entry-3',
      kind: 'text',
      content: 'Mum always lost her sunhat.',
      createdAt: '2025-03-03T09:00:00.000Z',
      addedBy: { name: 'Ruth', relationship: 'daughter' },
    },
  ],
  keepsakes: [
    {
      id: 'keepsake-1',
      title: 'A Filey Summer',
      formatName: 'Short story',
      version: 2,
      content: '# A Filey Summer\n\nThe **sea** was cold. [A link](https://example.com)',
      createdAt: at,
    },
  ],
  ...overrides,
});

type Routes = Parameters<typeof mockApi>[0];

/** The /family page's calls, each answered with the given lists. */
export const withFamilyPage = (
  {
    members = [ruth()],
    invitations = [anInvitation()],
    contributions = [aContribution()],
  }: { members?: Member[]; invitations?: Invitation[]; contributions?: Contribution[] } = {},
  extra: Routes = {},
) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'GET /api/family/members': { body: { members } },
    'GET /api/family/invitations': { body: { invitations } },
    'GET /api/family/contributions': { body: { contributions } },
    ...extra,
  });

/** Ruth, signed in as a relative. */
export const signedInAsRuth = () => signedInAs(aUser({ name: 'Ruth', email: 'ruth@example.com' }));

/** A microphone in jsdom whose recorder hands back one chunk of "voice" when stopped. */
export const installFakeMicrophone = () => {
  const track = { kind: 'audio', stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  class FakeMediaRecorder {
    static isTypeSupported = (type: string) => type === 'audio/webm';
    state: 'inactive' | 'recording' = 'inactive';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(readonly stream: MediaStream) {}
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['spoken words'], { type: 'audio/webm' }) });
      this.onstop?.();
    }
  }
  class FakeAudioContext {
    createAnalyser() {
      return {
        fftSize: 2048,
        frequencyBinCount: 1024,
        getByteFrequencyData: (data: Uint8Array) => data.fill(64),
      };
    }
    createMediaStreamSource() {
      return { connect: () => undefined };
    }
    close() {
      return Promise.resolve();
    }
  }
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(() => Promise.resolve(stream)) },
  });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('requestAnimationFrame', () => 1);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:http://localhost/memory-1'),
    revokeObjectURL: vi.fn(),
  });
  return () => Reflect.deleteProperty(navigator, 'mediaDevices');
};
