import { describe, expect, it } from 'vitest';
import type { ArtefactPassage } from '../../ai/provider.ts';
import type { Material } from './material.ts';
import { attributeSources } from './sources.ts';

const passage = (id: string, text: string, over: Partial<ArtefactPassage> = {}): ArtefactPassage => ({
  id,
  kind: 'message',
  text,
  byNarrator: true,
  ...over,
});

const materialOf = (passages: ArtefactPassage[], origins: Material['origins'] = new Map()) => ({
  passages,
  origins,
});

const idsOf = (content: string, material: ReturnType<typeof materialOf>) =>
  attributeSources(content, material).map(({ paragraph, sources }) => [paragraph, sources.map((s) => s.id)]);

describe('attributeSources: provenance that means something (issue 22)', () => {
  const told = [
    passage('m1', 'I was born in Whitby in 1938.'),
    passage('m2', 'Dad worked at the yard and my older brother looked after me.'),
    passage('m3', 'My aunt took us in during the war.'),
    passage('m4', 'My best friend and I walked to school along the harbour.'),
  ];

  it('lists every passage a paragraph quotes a whole sentence of, however short', () => {
    const content = `# My life\n\n${told.map((p) => p.text).join(' ')}`;
    expect(idsOf(content, materialOf(told))).toEqual([[1, ['m1', 'm2', 'm3', 'm4']]]);
  });

  it('finds the passages holding a paragraph’s names and years before those sharing its words', () => {
    const material = materialOf([
      passage('words', 'The harbour and the boats and the harbour walls, the boats every morning.'),
      passage('facts', 'We moved to Scarborough in 1963.'),
    ]);
    const content = 'Every morning the harbour boats came in, until the family left for Scarborough in 1963.';
    expect(idsOf(content, material)[0]?.[1]).toEqual(['facts', 'words']);
  });

  it('gives a paragraph of twenty words or more its best passage, and none to one sharing only stop words', () => {
    const material = materialOf([passage('m1', 'There were always things that would come back to them.')]);
    expect(idsOf('They would always come back to those things that were there.', material)).toEqual([]);
    const long = materialOf([passage('m1', 'We kept chickens in the yard.')]);
    const paragraph =
      'In those years the family kept a few chickens behind the cottage, and on most weekends somebody walked down with a basket.';
    expect(idsOf(paragraph, long)).toEqual([[0, ['m1']]]);
  });

  it('cites research only for a paragraph that attributes it', () => {
    const material = materialOf([
      passage('r1', 'The pier at Whitby was rebuilt in 1907 by the harbour board.', {
        kind: 'research',
        byNarrator: false,
      }),
    ]);
    expect(idsOf('The pier at Whitby was rebuilt in 1907 by the harbour board.', material)).toEqual([]);
    expect(
      idsOf(
        'Records of the time show the pier at Whitby was rebuilt in 1907 by the harbour board.',
        material,
      ),
    ).toEqual([[0, ['r1']]]);
  });

  it('says whose a note was', () => {
    const material = materialOf(
      [passage('n1', 'Remember the smell of the ovens at dawn, every single day.', { kind: 'note' })],
      new Map([['note:n1', { by: 'narrator' as const }]]),
    );
    const [entry] = attributeSources('Remember the smell of the ovens at dawn, every single day.', material);
    expect(entry?.sources[0]).toMatchObject({ kind: 'note', id: 'n1', by: 'narrator' });
  });
});
