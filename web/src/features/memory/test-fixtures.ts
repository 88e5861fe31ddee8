import type { Fact, Memory, MemorySourceRef } from '@/lib/queries/memory';
import { mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

export const STORY_ID = 'story-0000-filey';
export const CONVERSATION_ID = 'conv-0000-wedding';

export const fromStory = (excerpt: string, id = 'entry-1'): MemorySourceRef => ({
  kind: 'entry',
  id,
  storyId: STORY_ID,
  excerpt,
});

export const fromCall = (excerpt: string, id = 'message-1'): MemorySourceRef => ({
  kind: 'message',
  id,
  conversationId: CONVERSATION_ID,
  storyId: STORY_ID,
  excerpt,
});

export const aFact = (overrides: Partial<Fact> = {}): Fact => ({
  id: 'fact-married-1961',
  kind: 'event',
  subject: 'narrator',
  predicate: 'married',
  value: 'Tom Hollins',
  date: { year: 1961, approx: false },
  status: 'conflicted',
  sources: [fromCall('I married Tom Hollins in 1961.')],
  ...overrides,
});

export const married1961 = aFact();
export const married1962 = aFact({
  id: 'fact-married-1962',
  date: { year: 1962, approx: false },
  sources: [fromStory('Tom and I married in 1962.', 'entry-2')],
});

/** The narrator's stated move to `place` (id `fact-<place>`), as `source` tells it. */
export const aMove = (
  place: string,
  date: Fact['date'],
  source: MemorySourceRef,
  overrides: Partial<Fact> = {},
): Fact =>
  aFact({
    id: `fact-${place.toLowerCase()}`,
    predicate: 'moved_to',
    kind: 'place',
    value: place,
    date,
    status: 'stated',
    sources: [source],
    ...overrides,
  });

export const filey = aMove(
  'Filey',
  { year: 1970, approx: true },
  fromStory('We moved to Filey around 1970.', 'entry-3'),
);
export const scarborough = aMove('Scarborough', null, fromStory('We moved to Scarborough.', 'entry-4'));
export const oldFact = aFact({ id: 'fact-old', value: 'Tom', status: 'superseded', date: null });

/** Margaret's memory: a wedding told two ways, a move around 1970, an undated move, and two threads. */
export const aMemory = (overrides: Partial<Memory> = {}): Memory => ({
  preferredName: { value: 'Peggy', sources: [fromCall('Everyone calls me Peggy.', 'message-0')] },
  facts: [married1961, married1962, filey, scarborough, oldFact],
  timeline: [
    { factId: married1961.id, year: 1961, approx: false, label: 'Married Tom Hollins' },
    { factId: married1962.id, year: 1962, approx: false, label: 'Married Tom Hollins' },
    { factId: filey.id, year: 1970, approx: true, label: 'Moved to Filey' },
  ],
  undated: [scarborough.id, oldFact.id],
  conflicts: [
    {
      id: 'conflict-wedding',
      subject: 'narrator',
      predicate: 'married',
      values: ['1961', '1962'],
      factIds: [married1961.id, married1962.id],
      status: 'open',
    },
    {
      id: 'conflict-settled',
      subject: 'Ruth',
      predicate: 'born',
      values: ['1964', '1965'],
      factIds: ['fact-ruth-1', 'fact-ruth-2'],
      status: 'resolved',
    },
  ],
  openThreads: [
    {
      id: 'thread-brother',
      kind: 'missing-name',
      about: 'your older brother',
      question: "What was your older brother's name?",
      sources: [fromStory('My older brother looked after me.', 'entry-5')],
    },
    {
      id: 'thread-scarborough',
      kind: 'missing-date',
      about: 'moving to Scarborough',
      question: 'When did you move to Scarborough?',
      sources: [],
    },
  ],
  processedThrough: ['entry-1'],
  ...overrides,
});

export const EMPTY_MEMORY: Memory = {
  preferredName: null,
  facts: [],
  timeline: [],
  undated: [],
  conflicts: [],
  openThreads: [],
  processedThrough: [],
};

/** The signed-in narrator and their memory; `extra` answers the writes a test makes. */
export const withMemory = (memory: Memory | (() => Memory), extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'GET /api/memory': () => ({ body: typeof memory === 'function' ? memory() : memory }),
    ...extra,
  });

/** "Your life so far" opened on the narrator's `memory`, `extra` answering the writes a test makes. */
export const openMemory = async (...args: Parameters<typeof withMemory>) => {
  const api = withMemory(...args);
  await renderApp('/app/memory');
  return api;
};
