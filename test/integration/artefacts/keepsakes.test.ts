import { beforeAll, describe, expect, it } from 'vitest';
import type { Artefact } from '#shared/schemas/artefact.ts';
import type { Memory } from '#shared/schemas/memory.ts';
import { MARGARET_HOLLINS } from '#test/fixtures/memory-persona.ts';
import { signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { apiOf } from '#test/helpers/interview-driver.ts';
import {
  generateKeepsake,
  KEEPSAKE_FORMATS,
  type KeepsakeScores,
  plantCanaries,
  scoreKeepsakes,
  tellIntoStory,
} from '#test/helpers/keepsakes.ts';

/**
 * Keepsakes that invent nothing (issue 22), offline, for the public sample persona of the memory issue: its five
 * calls and typed entry told into one story, with canaries planted in research and in Walt's notes; then a
 * Biography, a Short Story and a Postcard generated through the API and read against what the narrator said.
 */

let pieces: Artefact[];
let memory: Memory;
let scores: KeepsakeScores;

beforeAll(async () => {
  useRuntimeDatabase();
  const session = await signedInClient({ name: MARGARET_HOLLINS.name });
  const api = apiOf(session);
  const { storyId, said } = await tellIntoStory(
    api,
    { userId: session.user.id, name: MARGARET_HOLLINS.name },
    MARGARET_HOLLINS,
  );
  await plantCanaries(api, storyId);
  pieces = [];
  for (const [, formatId] of KEEPSAKE_FORMATS) pieces.push(await generateKeepsake(api, storyId, formatId));
  memory = await api<Memory>('GET', '/api/memory');
  scores = scoreKeepsakes(pieces, { said, memory, traps: MARGARET_HOLLINS.traps });
}, 120_000);

describe('keepsakes of the sample persona, offline', () => {
  it('holds no year or name the narrator did not say, and no canary', () => {
    expect(pieces.map((piece) => piece.versions[0]?.generatedContent.length ?? 0).every((n) => n > 200)).toBe(
      true,
    );
    expect(scores.absent).toEqual([]);
    expect(scores.canaries).toEqual([]);
  });

  it('states no single value of an open conflict and no superseded value, and keeps the corrected form', () => {
    expect(memory.conflicts.filter((conflict) => conflict.status === 'open').length).toBeGreaterThan(0);
    expect(scores.oneSided).toEqual([]);
    expect(scores.superseded).toEqual([]);
    const all = pieces.map((piece) => piece.versions[0]?.generatedContent ?? '').join('\n');
    expect(all).not.toMatch(/no, sorry/);
    expect(all).toContain('Everyone calls me Peggy.');
  });

  it('lists a source for every paragraph of 20 words or more, and finds every year and name in one of them', () => {
    expect(scores.substantive).toBeGreaterThan(0);
    expect(scores.sourced / scores.substantive).toBeGreaterThanOrEqual(0.9);
    expect(scores.tokens).toBeGreaterThan(0);
    expect(scores.tokensInSources).toBe(scores.tokens);
  });

  it('checks every version on the server and finds nothing unsupported', () => {
    for (const piece of pieces)
      expect(piece.versions[0]?.grounding).toEqual({ checked: true, unsupported: [] });
  });

  it('orders the biography by the years of the life, not the order of telling', () => {
    const biography = pieces[0]!.versions[0]!.generatedContent;
    const at = (text: string) => biography.indexOf(text);
    // Told in the third call, lived first; told in the fifth, lived last.
    expect(at('born in Whitby in 1938')).toBeGreaterThan(-1);
    expect(at('Thomas passed away in 2009')).toBeGreaterThan(at('born in Whitby in 1938'));
    expect(at('We moved to Filey')).toBeLessThan(at('Thomas passed away in 2009'));
    // Years as the narrator stated them ("around 1970" is an approximation of a later exact year).
    const years = [...biography.matchAll(/(?<!around )(?<!\d)(19|20)\d{2}(?!\d)/g)].map((match) =>
      Number(match[0]),
    );
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });
});

describe('a value the narrator corrected in “Your life so far”', () => {
  it('never reaches a keepsake in its old form', async () => {
    const session = await signedInClient({ name: 'Edith Marsh' });
    const api = apiOf(session);
    const story = await api<{ id: string }>('POST', '/api/stories', {
      title: 'Our wedding',
      textEntry: { content: 'I married Tom Hollins in 1961. We danced all night in the church hall.' },
    });
    const memory = await api<Memory>('GET', '/api/memory');
    const married = memory.facts.find((fact) => fact.predicate === 'married');
    expect(married?.date?.year).toBe(1961);
    await api('PUT', `/api/memory/facts/${married!.id}`, { date: { year: 1962, approx: false } });

    const piece = await generateKeepsake(api, story.id, KEEPSAKE_FORMATS[1][1]);
    const content = piece.versions[0]?.generatedContent ?? '';
    expect(content).toContain('We danced all night in the church hall.');
    expect(content).not.toContain('1961');
  });
});
