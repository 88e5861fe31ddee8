import { paragraphsOf } from '#shared/paragraphs.ts';
import type { ParagraphSources, SourceRef } from '#shared/schemas/artefact.ts';
import type { ArtefactPassage } from '../../ai/provider.ts';
import { truncate, words } from '../../ai/text.ts';
import { splitSentences } from '../memory/patterns.ts';
import {
  ATTRIBUTION,
  attributesTo,
  held,
  lowerCaseWords,
  tokensOf,
  type Vocabulary,
  vocabulary,
} from './grounding.ts';
import type { Material } from './material.ts';

export { paragraphsOf };

/** How much of a paragraph's distinctive words a passage must hold to count as one of its sources. */
const MIN_SHARE = 0.3;
const MAX_SOURCES_PER_PARAGRAPH = 3;
/** A paragraph's names and years may need more passages than that to be all found in its sources. */
const MAX_SOURCES_TO_COVER = 5;
/** A paragraph this long always lists a source (the best it has), even below the share. */
const SUBSTANTIVE_WORDS = 20;
const EXCERPT_CHARS = 160;

/** Words that say nothing about where a paragraph came from. */
const STOP_WORDS = new Set(
  (
    'that this these those with from into onto over under about above after before again also always among ' +
    'because been being both came come could didn does doing down each even ever every felt from have having ' +
    'here just like made make many more most much must never only other ours over said same should since some ' +
    'still such than that their them then there they thing things think this those though through time told ' +
    'took until upon very want was were what when where which while will with would year years your yours ' +
    'used went well back good know remember really just away little lot lots once life days always'
  ).split(' '),
);

const distinctive = (text: string): Set<string> =>
  new Set(words(text).filter((word) => word.length > 3 && !STOP_WORDS.has(word)));

interface Indexed {
  passage: ArtefactPassage;
  words: Set<string>;
  vocab: Vocabulary;
  /** Its text (and its corrected form) with whitespace collapsed, for sentences quoted whole. */
  flat: string;
}

const flatten = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Sentences long enough that finding one whole in a passage says the paragraph quotes it. */
const quotable = (paragraph: string) =>
  splitSentences(paragraph)
    .map(flatten)
    .filter((sentence) => sentence.split(' ').length >= 3);

/**
 * Which pieces of material each paragraph drew on (issue 22: provenance that means something). The passages
 * it quotes a whole sentence of come first (the offline composer's paragraphs are made of them); then those
 * holding the paragraph's names and years, chosen until every one of them is found in a listed source; then the passages sharing the largest part of its distinctive words (stop words aside, at least
 * 30%), at most three in all. A paragraph of 20 words or more always lists its best passage. Research is a
 * source only of a paragraph that attributes it; a relative's memory (issue 25) only of one that names them as
 * remembering it ("Ruth remembers …"). Headings have no entry.
 */
export const attributeSources = (
  content: string,
  material: Pick<Material, 'passages' | 'origins'>,
): ParagraphSources[] => {
  const indexed: Indexed[] = material.passages.map((passage) => ({
    passage,
    words: distinctive(passage.text),
    // A relative's memory holds its author's name: the paragraph attributing it names them (issue 25).
    vocab: vocabulary(passage.addedBy ? `${passage.addedBy.name}\n${passage.text}` : passage.text),
    flat: `${flatten(passage.text)}\n${flatten(passage.composable ?? '')}`,
  }));
  const lowerInText = lowerCaseWords(content, ...material.passages.map((passage) => passage.text));
  const result: ParagraphSources[] = [];
  for (const [paragraph, text] of paragraphsOf(content).entries()) {
    if (/^#{1,6}\s/.test(text)) continue;
    const own = distinctive(text);
    const substantive = words(text).length >= SUBSTANTIVE_WORDS;
    if (own.size < 3 && !substantive) continue;
    const cites = ATTRIBUTION.test(text);
    // Research only for a paragraph that attributes it; a relative's memory only for one that names them.
    const eligible = indexed.filter(
      ({ passage }) =>
        passage.byNarrator || (passage.addedBy ? attributesTo(text, passage.addedBy.name) : cites),
    );
    const ranked = eligible
      .map((entry) => {
        let shared = 0;
        for (const word of own) if (entry.words.has(word)) shared += 1;
        return { ...entry, share: own.size ? shared / own.size : 0 };
      })
      .sort((a, b) => b.share - a.share || Number(b.passage.byNarrator) - Number(a.passage.byNarrator));
    // A passage the paragraph quotes a whole sentence of is a source, whatever its share of the words.
    const chosen: typeof ranked = [];
    for (const sentence of quotable(text)) {
      const quoted = ranked.find((entry) => entry.flat.includes(sentence));
      if (quoted && !chosen.includes(quoted) && chosen.length < MAX_SOURCES_TO_COVER) chosen.push(quoted);
    }
    let uncovered = tokensOf(text, lowerInText).filter(
      (token) => !chosen.some((entry) => held(entry.vocab, token)),
    );
    while (uncovered.length && chosen.length < MAX_SOURCES_TO_COVER) {
      let best: { entry: (typeof ranked)[number]; covers: number } | undefined;
      for (const entry of ranked) {
        if (chosen.includes(entry)) continue;
        const covers = uncovered.filter((token) => held(entry.vocab, token)).length;
        if (covers > (best?.covers ?? 0)) best = { entry, covers };
      }
      if (!best) break;
      chosen.push(best.entry);
      uncovered = uncovered.filter((token) => !held(best.entry.vocab, token));
    }
    for (const entry of ranked) {
      if (chosen.length >= MAX_SOURCES_PER_PARAGRAPH) break;
      if (entry.share >= MIN_SHARE && !chosen.includes(entry)) chosen.push(entry);
    }
    const best = ranked[0];
    if (!chosen.length && substantive && best && best.share > 0) chosen.push(best);
    if (chosen.length)
      result.push({ paragraph, sources: chosen.map(({ passage }) => toRef(passage, material.origins)) });
  }
  return result;
};

const toRef = (passage: ArtefactPassage, origins: Material['origins']): SourceRef => {
  const origin = origins.get(`${passage.kind}:${passage.id}`) ?? {};
  return {
    kind: passage.kind,
    id: passage.id,
    ...(origin.storyId ? { storyId: origin.storyId } : {}),
    ...(origin.conversationId ? { conversationId: origin.conversationId } : {}),
    excerpt: truncate(passage.text.replace(/\s+/g, ' ').trim(), EXCERPT_CHARS),
    ...(origin.by ? { by: origin.by } : {}),
  };
};
