import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMemoryItem } from '#functions/core/memory/store.ts';
import { buildQueuedMemory } from '#functions/core/memory/worker.ts';
import type { Conflict, Fact, Memory } from '#shared/schemas/memory.ts';
import { MEMORY_TEXTS } from '#shared/texts.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/** Walt's memory (issue 21) over the API, on the real runtime and DynamoDB Local. */

let ada: Session;
let bob: Session;
beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await Promise.all([
    signedInClient({ name: 'Ada Crane' }),
    signedInClient({ name: 'Bob Dale' }),
  ]);
});

const start = async (session: Session, sessionType = 'gettingToKnowYou') =>
  (await session.client.post<{ conversation: { id: string } }>('/api/conversations/start', { sessionType }))
    .body.conversation.id;

/** Saves turns as the call's autosave does, then a save for summary (the end of a call). */
const say = async (session: Session, conversationId: string, lines: [role: string, text: string][]) => {
  const messages = lines.map(([role, content]) => ({ id: `m-${randomUUID()}`, role, content }));
  const saved = await session.client.post(`/api/conversations/${conversationId}/save`, {
    messages,
    shouldSummarize: true,
  });
  expect(saved.status).toBe(200);
  return messages;
};
const memoryOf = async (session: Session) => {
  const answer = await session.client.get<Memory>('/api/memory');
  expect(answer.status).toBe(200);
  return answer.body;
};
const factOf = (memory: Memory, predicate: string, year?: number) =>
  memory.facts.find(
    (fact) => fact.predicate === predicate && (year === undefined || fact.date?.year === year),
  );

/** A new narrator who said these lines in a conversation of theirs (its id answered with them). */
const narratorWhoSaid = async (...lines: string[]) => {
  const narrator = await signedInClient();
  const conversationId = await start(narrator);
  await say(
    narrator,
    conversationId,
    lines.map((line): [string, string] => ['user', line]),
  );
  return { narrator, conversationId };
};

/** A new narrator who said two things that contradict each other, and the open conflict between them. */
const narratorInConflict = async (said: string, contradicted: string) => {
  const { narrator } = await narratorWhoSaid(said, contradicted);
  const [conflict] = (await memoryOf(narrator)).conflicts as [Conflict];
  return { narrator, conflict };
};

describe('the narrator’s memory', () => {
  it('is built from the narrator’s own words only, with sources whose excerpt holds the fact', async () => {
    // Prepare
    const narrator = await signedInClient();
    const conversationId = await start(narrator);
    // Act
    const [, said] = await say(narrator, conversationId, [
      ['assistant', 'I read that you were born in Leeds in 1900.'],
      ['user', 'I was born in Whitby in 1938.'],
    ]);
    const memory = await memoryOf(narrator);
    // Assess
    expect(memory.facts.map((fact) => [fact.predicate, fact.value, fact.date?.year])).toEqual([
      ['born', 'Whitby', 1938],
    ]);
    const [source] = memory.facts[0]!.sources;
    expect(source).toMatchObject({ kind: 'message', id: said!.id, conversationId });
    expect(source!.excerpt).toContain('1938');
    expect(memory.processedThrough).toEqual([`conversation:${conversationId}`]);
    expect(JSON.stringify(memory)).not.toContain('Leeds');
  });

  it('reads typed entries and the narrator’s notes, never Walt’s notes', async () => {
    // Prepare
    const narrator = await signedInClient();
    const story = await narrator.client.post<{ id: string }>('/api/stories', {
      title: 'Moves',
      textEntry: { id: randomUUID(), content: 'We moved to Filey around 1970.' },
    });
    // Act
    await narrator.client.post('/api/notes', { content: 'Ruth was born in 1964.', storyId: story.body.id });
    await narrator.client.post('/api/notes', {
      content: 'Oliver was born in 1950.',
      storyId: story.body.id,
      createdBy: 'walt',
    });
    const memory = await memoryOf(narrator);
    // Assess
    expect(factOf(memory, 'moved_to')).toMatchObject({ value: 'Filey', date: { year: 1970, approx: true } });
    expect(factOf(memory, 'born', 1964)).toMatchObject({ subject: 'Ruth' });
    expect(factOf(memory, 'born', 1950)).toBeUndefined();
    expect(memory.timeline.find((item) => item.year === 1970)).toMatchObject({ approx: true });
  });

  it('finds a contradiction across sessions, but not a correction, an approximation or a name variant', async () => {
    // Prepare
    const { narrator } = await narratorWhoSaid(
      'I married Tom Hollins in 1961.',
      'I started at Hargreaves Mill in 1953, no, sorry, in 1954.',
      'We moved to Filey around 1970.',
    );
    const second = await start(narrator, 'discoveringShape');
    // Act
    await say(narrator, second, [
      ['user', 'Tom and I married in 1962.'],
      ['user', 'Thomas passed away in 2009.'],
      ['user', 'We moved to Filey in 1971.'],
    ]);
    const memory = await memoryOf(narrator);
    // Assess
    expect(
      memory.conflicts.map((conflict) => [conflict.predicate, conflict.values, conflict.status]),
    ).toEqual([['married', ['1961', '1962'], 'open']]);
    expect(factOf(memory, 'started_work', 1953)?.status).toBe('superseded');
    expect(factOf(memory, 'started_work', 1954)?.status).toBe('stated');
    expect(memory.facts.filter((fact) => fact.predicate === 'moved_to')).toHaveLength(1);
    expect(factOf(memory, 'moved_to')?.date).toMatchObject({ year: 1971, approx: false });
    expect(memory.openThreads.filter((thread) => thread.kind === 'confirm-conflict')).toHaveLength(1);
  });

  it('resolves a contradiction: the chosen fact confirmed, the other superseded, its thread closed', async () => {
    // Prepare
    const { narrator, conflict } = await narratorInConflict(
      'Ruth was born in 1964.',
      'Ruth was born in 1965.',
    );
    // Act
    const foreign = await bob.client.post(`/api/memory/conflicts/${conflict.id}/resolve`, {
      factId: conflict.factIds[1],
    });
    const wrong = await narrator.client.post(`/api/memory/conflicts/${conflict.id}/resolve`, {
      factId: 'not-one-of-them',
    });
    const resolved = await narrator.client.post<{ conflict: Conflict }>(
      `/api/memory/conflicts/${conflict.id}/resolve`,
      { factId: conflict.factIds[1] },
    );
    const memory = await memoryOf(narrator);
    // Assess
    expect(foreign).toMatchObject({ status: 404, body: { error: MEMORY_TEXTS.conflictNotFound } });
    expect(wrong.status).toBe(400);
    expect(resolved.body.conflict.status).toBe('resolved');
    expect(memory.facts.find((fact) => fact.id === conflict.factIds[1])?.status).toBe('confirmed');
    expect(memory.facts.find((fact) => fact.id === conflict.factIds[0])?.status).toBe('superseded');
    expect(memory.openThreads.some((thread) => thread.kind === 'confirm-conflict')).toBe(false);
  });

  it('resolves with a typed value ("Neither — let me type it")', async () => {
    // Prepare
    const { narrator, conflict } = await narratorInConflict(
      'I married Tom Hollins in 1961.',
      'Tom and I married in 1962.',
    );
    // Act
    const resolved = await narrator.client.post(`/api/memory/conflicts/${conflict.id}/resolve`, {
      value: '1960',
    });
    const memory = await memoryOf(narrator);
    // Assess
    expect(resolved.status).toBe(200);
    const married = memory.facts.filter((fact) => fact.predicate === 'married');
    expect(married.find((fact) => fact.status === 'confirmed')?.date?.year).toBe(1960);
    expect(
      married.filter((fact) => fact.status !== 'confirmed').every((f) => f.status === 'superseded'),
    ).toBe(true);
  });

  it('lets the narrator correct and confirm a fact; a corrected fact keeps its sources; another narrator gets 404', async () => {
    // Prepare
    const narrator = await signedInClient();
    await say(narrator, await start(narrator), [['user', 'I was born in Whitby in 1938.']]);
    const fact = factOf(await memoryOf(narrator), 'born') as Fact;
    // Act
    const foreign = await bob.client.put(`/api/memory/facts/${fact.id}`, { status: 'confirmed' });
    const empty = await narrator.client.put(`/api/memory/facts/${fact.id}`, {});
    const corrected = await narrator.client.put<{ fact: Fact }>(`/api/memory/facts/${fact.id}`, {
      value: 'Robin Hood’s Bay',
      date: { year: 1939, approx: false },
    });
    // Assess
    expect(foreign).toMatchObject({ status: 404, body: { error: MEMORY_TEXTS.factNotFound } });
    expect(empty.status).toBe(400);
    expect(corrected.status).toBe(200);
    expect(corrected.body.fact).toMatchObject({
      id: fact.id,
      value: 'Robin Hood’s Bay',
      date: { year: 1939 },
      status: 'confirmed',
      sources: fact.sources,
    });
    expect(factOf(await memoryOf(ada), 'born')).toBeUndefined();
  });

  it('forgets a fact for good: never extracted again from the same source', async () => {
    // Prepare
    const narrator = await signedInClient();
    const conversationId = await start(narrator);
    await say(narrator, conversationId, [['user', 'Ruth was born in 1964.']]);
    const fact = factOf(await memoryOf(narrator), 'born') as Fact;
    // Act
    const forgotten = await narrator.client.delete(`/api/memory/facts/${fact.id}`);
    await say(narrator, conversationId, [['user', 'We moved to Filey in 1971.']]);
    await buildQueuedMemory({ userId: narrator.user.id });
    const memory = await memoryOf(narrator);
    // Assess
    expect(forgotten.status).toBe(204);
    expect(memory.facts.find((candidate) => candidate.id === fact.id)).toBeUndefined();
    expect(factOf(memory, 'moved_to', 1971)).toBeDefined();
    expect((await narrator.client.delete(`/api/memory/facts/${fact.id}`)).status).toBe(404);
  });

  it('drops the facts whose only source was deleted (note, entry, conversation)', async () => {
    // Prepare
    const narrator = await signedInClient();
    const note = await narrator.client.post<{ id: string }>('/api/notes', {
      content: 'Ruth was born in 1964.',
      storyId: (await narrator.client.post<{ id: string }>('/api/stories', { title: 'Notes' })).body.id,
    });
    const conversationId = await start(narrator);
    await say(narrator, conversationId, [['user', 'I retired from Hargreaves Mill in 1998.']]);
    const before = await memoryOf(narrator);
    // Act
    await narrator.client.delete(`/api/notes/${note.body.id}`);
    await narrator.client.delete(`/api/conversations/${conversationId}`);
    const after = await memoryOf(narrator);
    // Assess
    expect(before.facts.map((fact) => fact.predicate).sort()).toEqual(['born', 'retired']);
    expect(after.facts).toEqual([]);
    expect(after.processedThrough).toEqual([]);
  });

  it('open threads: a relation with no name, a generic workplace, an undated move; closed once answered', async () => {
    // Prepare
    const { narrator, conversationId } = await narratorWhoSaid(
      'Dad worked at the yard and my older brother looked after me.',
      'We moved to Scarborough.',
    );
    const before = await memoryOf(narrator);
    // Act
    await say(narrator, conversationId, [['user', 'We moved to Scarborough in 1963.']]);
    const after = await memoryOf(narrator);
    // Assess
    expect(before.openThreads.map((thread) => [thread.kind, thread.question])).toEqual(
      expect.arrayContaining([
        ['missing-name', "What was your older brother's name?"],
        ['missing-place', 'What was the name of the yard?'],
        ['missing-date', 'When did you move to Scarborough?'],
      ]),
    );
    expect(after.openThreads.some((thread) => thread.kind === 'missing-date')).toBe(false);
    expect(after.undated).toEqual([]);
  });

  it('keeps the name the narrator goes by, from what they say or from /profile', async () => {
    // Prepare
    const narrator = await signedInClient({ name: 'Margaret Hollins' });
    await say(narrator, await start(narrator), [['user', 'Everyone calls me Peggy.']]);
    const said = (await memoryOf(narrator)).preferredName;
    // Act
    const set = await narrator.client.put('/api/memory/preferred-name', { value: 'Peg' });
    const tooLong = await narrator.client.put('/api/memory/preferred-name', { value: 'x'.repeat(61) });
    // Assess
    expect(said?.value).toBe('Peggy');
    expect(said?.sources[0]?.excerpt).toContain('Peggy');
    expect(set.body).toMatchObject({ preferredName: { value: 'Peg' } });
    expect(tooLong.status).toBe(400);
    expect((await memoryOf(narrator)).preferredName?.value).toBe('Peg');
  });

  it('is built on the memory queue when a conversation is saved for summary, and a redelivery changes nothing', async () => {
    // Prepare
    const narrator = await signedInClient();
    // Act
    await say(narrator, await start(narrator), [['user', 'I was born in Whitby in 1938.']]);
    let stored = await readMemoryItem(narrator.user.id);
    for (let tries = 0; tries < 50 && !stored.memory; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stored = await readMemoryItem(narrator.user.id);
    }
    const once = JSON.stringify(stored.memory);
    await buildQueuedMemory({ userId: narrator.user.id });
    await buildQueuedMemory({ userId: narrator.user.id });
    // Assess
    expect(stored.memory?.facts).toHaveLength(1);
    expect(JSON.stringify((await readMemoryItem(narrator.user.id)).memory)).toBe(once);
  });

  it('answers 401 without a session and 400 for a malformed body', async () => {
    const anonymous = new (await import('#test/helpers/api.ts')).ApiClient();
    expect((await anonymous.get('/api/memory')).status).toBe(401);
    expect((await ada.client.post('/api/memory/conflicts/x/resolve', {})).status).toBe(400);
    expect((await ada.client.put('/api/memory/facts/x', { status: 'maybe' })).status).toBe(400);
  });
});
