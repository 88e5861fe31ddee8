import { describe, expect, it } from 'vitest';
import { FORMER_RELATIVE_NAME } from '#shared/constants.ts';
import type { Memory } from '#shared/schemas/memory.ts';
import { OfflineProvider } from '../../ai/offline.ts';
import type { ArtefactPassage } from '../../ai/provider.ts';
import { checkGrounding } from './grounding.ts';
import { memorySections } from './life-order.ts';
import { attributeSources } from './sources.ts';

/** Issue 25: a keepsake names a relative's memory as theirs ("Ruth remembers …"), never as the narrator's. */

const RUTH = { name: 'Ruth', relationship: 'daughter' };
const NARRATOR_TEXT = 'I was born in Whitby in 1961 and my father worked on the boats all his life.';
const RUTH_TEXT = 'Mum was born in 1962 in the cottage on Henrietta Street. She sang to us every night.';
const passages: ArtefactPassage[] = [
  { id: 'n1', kind: 'textEntry', text: NARRATOR_TEXT, byNarrator: true },
  { id: 'r1', kind: 'textEntry', text: RUTH_TEXT, byNarrator: false, addedBy: RUTH },
];
const corpus = {
  narrator: `Margaret Hollins\n${NARRATOR_TEXT}`,
  research: '',
  relatives: [{ name: 'Ruth', text: RUTH_TEXT }],
};

const paragraphs = (content: string) => content.split('\n\n').slice(2);

describe('the offline composer and a relative’s memory', () => {
  it('writes the relative’s memory as theirs, in a paragraph of its own: "Ruth remembers: …"', async () => {
    const { content } = await new OfflineProvider().generateArtefact({
      writerPrompt: '',
      material: '',
      passages,
      title: 'A life',
    });
    expect(paragraphs(content)).toEqual([NARRATOR_TEXT, `Ruth remembers: “${RUTH_TEXT}”`]);
    expect(checkGrounding(content, corpus).unsupported).toEqual([]);
  });

  it('reads whatever name the entry holds ("a relative" once the account is gone)', async () => {
    const { content } = await new OfflineProvider().generateArtefact({
      writerPrompt: '',
      material: '',
      passages: [{ ...passages[1]!, addedBy: { name: FORMER_RELATIVE_NAME } }],
    });
    expect(paragraphs(content)).toEqual([`A relative remembers: “${RUTH_TEXT}”`]);
  });
});

describe('grounding and provenance of a relative’s memory', () => {
  it('allows the relative’s names and years only in a paragraph that attributes them', () => {
    const attributed = '# A life\n\nRuth remembers that her mother was born in 1962 on Henrietta Street.';
    const unattributed = '# A life\n\nShe was born in 1962 on Henrietta Street.';
    expect(checkGrounding(attributed, corpus).unsupported).toEqual([]);
    expect(checkGrounding(unattributed, corpus).unsupported.map(({ token }) => token)).toEqual([
      '1962',
      'Henrietta',
      'Street',
    ]);
  });

  it('lists the relative’s memory as a source only of a paragraph naming them', () => {
    const origins = new Map([
      ['textEntry:n1', { storyId: 's1' }],
      ['textEntry:r1', { storyId: 's1' }],
    ]);
    const content = `# A life\n\nRuth remembers: “${RUTH_TEXT}”\n\nMum was born in 1962 in the cottage on Henrietta Street, and she sang every night.`;
    const sources = attributeSources(content, { passages, origins });
    expect(sources.find((item) => item.paragraph === 1)?.sources.map((ref) => ref.id)).toEqual(['r1']);
    expect(sources.find((item) => item.paragraph === 2)?.sources.map((ref) => ref.id) ?? []).not.toContain(
      'r1',
    );
  });
});

describe('the memory as the writer reads it', () => {
  it('gives a relative’s fact and a relative’s different version as theirs, the narrator’s value standing', () => {
    const memory: Memory = {
      preferredName: null,
      facts: [
        {
          id: 'f1',
          kind: 'place',
          subject: 'narrator',
          predicate: 'born',
          value: 'Whitby',
          date: { year: 1961, approx: false },
          status: 'stated',
          sources: [],
          alternatives: [
            { author: RUTH, value: '', date: { year: 1962, approx: false }, label: '1962', sources: [] },
          ],
        },
        {
          id: 'f2',
          kind: 'place',
          subject: 'narrator',
          predicate: 'moved_to',
          value: 'Leeds',
          date: { year: 1970, approx: false },
          status: 'stated',
          sources: [],
          author: RUTH,
        },
      ],
      timeline: [],
      undated: [],
      conflicts: [],
      openThreads: [],
      processedThrough: [],
    };
    const lines = memorySections(memory, false)[0]!.lines;
    expect(lines).toEqual([
      expect.stringMatching(
        /^- Ruth remembers it differently: 1962 \(for: The narrator born Whitby in 1961;/,
      ),
      '- The narrator born Whitby in 1961 (stated by the narrator)',
      expect.stringMatching(
        /^- The narrator moved to Leeds in 1970 \(not stated by the narrator: Ruth remembers this/,
      ),
    ]);
  });
});
