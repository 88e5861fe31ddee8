import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_EXTRACTION_PROMPT } from '#functions/ai/prompts.ts';
import { rebuildMemory } from '#functions/core/memory/store.ts';
import { signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { withFakeOpenAi } from '#test/helpers/fake-openai.ts';

/** The memory's OpenAI extraction: structured output against the fake OpenAI server, paid for once per source. */

const { fake, provider } = withFakeOpenAi({ maxRetries: 1 });
beforeAll(() => {
  useRuntimeDatabase();
  fake.answer('memory_extraction', () => ({
    claims: [
      {
        kind: 'place',
        subject: 'narrator',
        predicate: 'born',
        value: 'Whitby',
        year: 1938,
        approx: false,
        superseded: false,
        excerpt: 'I was born in Whitby in 1938.',
      },
    ],
    threads: [
      {
        kind: 'missing-name',
        about: 'your older brother',
        question: "What was your older brother's name?",
        excerpt: 'my older brother looked after me',
        factSubject: null,
        factPredicate: null,
        factValue: null,
      },
    ],
    preferredName: { value: 'Peggy', excerpt: 'Everyone calls me Peggy.' },
  }));
});

describe('memory extraction with OpenAI', () => {
  it('asks for strict structured output with the source text, and maps the answer onto the memory', async () => {
    // Prepare
    const text =
      'Everyone calls me Peggy. I was born in Whitby in 1938, and my older brother looked after me.';
    // Act
    const extraction = await provider().extractMemory({ text });
    // Assess
    const request = fake.requests.at(-1)?.body as {
      instructions: string;
      input: string;
      text: { format: { type: string; name: string; strict: boolean } };
    };
    expect(request.text.format).toMatchObject({
      type: 'json_schema',
      name: 'memory_extraction',
      strict: true,
    });
    expect(request.instructions).toBe(MEMORY_EXTRACTION_PROMPT);
    expect(request.input).toBe(text);
    expect(extraction.claims[0]).toMatchObject({ predicate: 'born', value: 'Whitby', date: { year: 1938 } });
    expect(extraction.threads[0]).not.toHaveProperty('fact');
    expect(extraction.preferredName?.value).toBe('Peggy');
  });

  it('builds the memory from the AI extraction and never pays twice for the same source', async () => {
    // Prepare
    const narrator = await signedInClient();
    const { body } = await narrator.client.post<{ conversation: { id: string } }>(
      '/api/conversations/start',
      {
        sessionType: 'gettingToKnowYou',
      },
    );
    await narrator.client.post(`/api/conversations/${body.conversation.id}/save`, {
      messages: [
        { id: `m-${randomUUID()}`, role: 'user', content: 'Everyone calls me Peggy. I was born in Whitby.' },
      ],
    });
    const extractor = {
      name: 'openai',
      extract: (source: { text: string }) => provider().extractMemory(source),
    };
    const before = fake.requests.length;
    // Act
    const first = await rebuildMemory(narrator.user.id, extractor);
    const afterFirst = fake.requests.length;
    const second = await rebuildMemory(narrator.user.id, extractor);
    // Assess
    expect(afterFirst - before).toBe(1);
    expect(fake.requests.length).toBe(afterFirst);
    expect(first.facts.map((fact) => [fact.predicate, fact.value, fact.date?.year])).toEqual([
      ['born', 'Whitby', 1938],
    ]);
    expect(first.preferredName?.value).toBe('Peggy');
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });
});
