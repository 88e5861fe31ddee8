import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHORT_STORY_FORMAT_ID } from '#functions/core/formats/seed-content.ts';
import { markMemoryChanged } from '#functions/core/memory/changed.ts';
import { StoryEntryEntity } from '#functions/db/entities/story-entry.ts';
import { FORMER_RELATIVE_NAME } from '#shared/constants.ts';
import { paragraphsOf } from '#shared/paragraphs.ts';
import type { Memory } from '#shared/schemas/memory.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { apiOf } from '#test/helpers/interview-driver.ts';
import { generateKeepsake } from '#test/helpers/keepsakes.ts';

/**
 * Issue 25: a relative's accepted memory (an entry with `addedBy`, written here straight to the table as the
 * accept flow writes it) is material for the memory and keepsakes, always as theirs.
 */

beforeAll(() => {
  useRuntimeDatabase();
});

const RUTH = { name: 'Ruth Hollins', relationship: 'daughter' };
const RUTH_MEMORY =
  'Mum was born in 1962, in the house by the harbour. I was born in 1990. Margaret moved to Harrogate in 1975.';

/** A narrator's story with their own entry, and a relative's accepted memory in it. */
const storyWithRuth = async (addedBy: { name: string; relationship?: string } = RUTH) => {
  const narrator = await signedInClient({ name: 'Margaret Hollins' });
  const story = await narrator.client.post<{ id: string }>('/api/stories', {
    title: 'My life',
    textEntry: {
      id: randomUUID(),
      content: 'I was born in Whitby in 1961, and my father worked on the boats all his life.',
    },
  });
  expect(story.status).toBe(201);
  const entryId = randomUUID();
  await StoryEntryEntity.build(PutItemCommand)
    .item({
      storyId: story.body.id,
      entryId,
      userId: narrator.user.id,
      kind: 'text',
      content: RUTH_MEMORY,
      addedBy: { userId: randomUUID(), ...addedBy },
      contributionId: randomUUID(),
    })
    .send();
  await markMemoryChanged(narrator.user.id);
  return { narrator, storyId: story.body.id, entryId };
};

const memoryOf = async (session: Session) => {
  const answer = await session.client.get<Memory>('/api/memory');
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('a relative’s memory in the narrator’s memory', () => {
  it('records their facts with their author, keeps a different year beside the narrator’s, and never the relative’s own life', async () => {
    const { narrator, entryId } = await storyWithRuth();
    const memory = await memoryOf(narrator);

    const born = memory.facts.find((fact) => fact.predicate === 'born' && fact.subject === 'narrator');
    expect(born).toMatchObject({ value: 'Whitby', date: { year: 1961, approx: false }, status: 'stated' });
    expect(born?.author).toBeUndefined();
    expect(born?.alternatives).toEqual([
      expect.objectContaining({
        author: RUTH,
        label: '1962',
        sources: [expect.objectContaining({ kind: 'entry', id: entryId, author: RUTH })],
      }),
    ]);
    expect(memory.conflicts).toEqual([]);
    expect(memory.facts.some((fact) => fact.date?.year === 1990)).toBe(false);
    const moved = memory.facts.find((fact) => fact.predicate === 'moved_to');
    expect(moved).toMatchObject({ subject: 'narrator', value: 'Harrogate', author: RUTH });
    expect(memory.timeline.find((item) => item.factId === moved?.id)?.label).toBe(
      'Ruth Hollins remembers: moved to Harrogate',
    );
  });

  it('lets the narrator take the relative’s version through the fact correction', async () => {
    const { narrator } = await storyWithRuth();
    const born = (await memoryOf(narrator)).facts.find((fact) => fact.predicate === 'born')!;

    const taken = await narrator.client.put<{ fact: Memory['facts'][number] }>(
      `/api/memory/facts/${born.id}`,
      {
        date: born.alternatives![0]!.date,
      },
    );
    const after = (await memoryOf(narrator)).facts.find((fact) => fact.id === born.id);

    expect(taken.status).toBe(200);
    expect(after).toMatchObject({ value: 'Whitby', date: { year: 1962 }, status: 'confirmed' });
    expect(after?.alternatives).toBeUndefined();
  });

  it('reads whatever name the entry holds once the relative’s account is gone', async () => {
    const { narrator } = await storyWithRuth({ name: FORMER_RELATIVE_NAME });
    const born = (await memoryOf(narrator)).facts.find((fact) => fact.predicate === 'born');
    expect(born?.alternatives?.[0]?.author).toEqual({ name: FORMER_RELATIVE_NAME });
  });
});

describe('a relative’s memory in a keepsake', () => {
  it('is named as theirs, never as the narrator’s, and invents nothing', async () => {
    const { narrator, storyId } = await storyWithRuth();
    const piece = await generateKeepsake(apiOf(narrator), storyId, SHORT_STORY_FORMAT_ID);
    const version = piece.versions[0]!;
    const paragraphs = paragraphsOf(version.generatedContent);

    expect(paragraphs).toContain(`Ruth Hollins remembers: “${RUTH_MEMORY}”`);
    for (const paragraph of paragraphs)
      if (/1990|Harrogate|harbour/.test(paragraph)) expect(paragraph).toMatch(/^Ruth Hollins remembers/);
    expect(version.grounding).toEqual({ checked: true, unsupported: [] });
  });
});
