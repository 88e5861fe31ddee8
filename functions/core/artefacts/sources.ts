import type { ParagraphSources, SourceRef } from '#shared/schemas/artefact.ts';
import type { ArtefactPassage } from '../../ai/provider.ts';
import { truncate, words } from '../../ai/text.ts';
import type { Material } from './material.ts';

/** How much of a paragraph's distinctive words a passage must hold to count as one of its sources. */
const MIN_SHARE = 0.3;
const MAX_SOURCES_PER_PARAGRAPH = 3;
const EXCERPT_CHARS = 160;

/** The paragraphs of Markdown content, as the artefact page splits them: blocks between blank lines. */
export const paragraphsOf = (content: string): string[] =>
  content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

const distinctive = (text: string): Set<string> => new Set(words(text).filter((word) => word.length > 3));

/**
 * Which pieces of material each paragraph drew on: the passages holding the largest share of the paragraph's
 * distinctive words (at least 30%, at most three, best first). The offline provider copies the narrator's
 * sentences, so its paragraphs find their passage whole; a model's rewording finds the passages whose names,
 * places and words it reuses. Headings and paragraphs without a match have no entry.
 */
export const attributeSources = (
  content: string,
  material: Pick<Material, 'passages' | 'origins'>,
): ParagraphSources[] => {
  const indexed = material.passages.map((passage) => ({ passage, words: distinctive(passage.text) }));
  const result: ParagraphSources[] = [];
  for (const [paragraph, text] of paragraphsOf(content).entries()) {
    if (/^#{1,6}\s/.test(text)) continue;
    const own = distinctive(text);
    if (own.size < 3) continue;
    const ranked = indexed
      .map(({ passage, words: theirs }) => {
        let shared = 0;
        for (const word of own) if (theirs.has(word)) shared += 1;
        return { passage, share: shared / own.size };
      })
      .filter(({ share }) => share >= MIN_SHARE)
      .sort((a, b) => b.share - a.share || Number(b.passage.byNarrator) - Number(a.passage.byNarrator))
      .slice(0, MAX_SOURCES_PER_PARAGRAPH);
    if (ranked.length)
      result.push({ paragraph, sources: ranked.map(({ passage }) => toRef(passage, material.origins)) });
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
  };
};
