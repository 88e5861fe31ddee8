import type { Nodes, RootContent } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { paragraphStarts } from './paragraphs.ts';

/*
 * The keepsake PDF's reading of the Markdown (keepsake-pdf.ts): the text as blocks in reading order, each
 * paragraph's words with their style, and which paragraph an offset falls in (listen links are numbered so).
 */

export type Style = 'regular' | 'bold' | 'italic';
export interface Word {
  text: string;
  style: Style;
}
/** A block of the text, `at` the offset in the Markdown where it starts (to find its paragraph). */
export type Block = { at: number } & (
  | { kind: 'chapter'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; words: Word[]; indent?: number; prefix?: string }
);

/** The words of a paragraph with the style each is set in (strong is bold, emphasis italic). */
const wordsOf = (node: Nodes, style: Style = 'regular'): Word[] => {
  if (node.type === 'text' || node.type === 'inlineCode')
    return node.value
      .split(/\s+/)
      .filter(Boolean)
      .map((text) => ({ text, style }));
  if (node.type === 'break') return [];
  const next = node.type === 'strong' ? 'bold' : node.type === 'emphasis' ? 'italic' : style;
  return 'children' in node ? node.children.flatMap((child) => wordsOf(child, next)) : [];
};

/** The document's blocks in reading order: chapters, headings and paragraphs (lists and quotes flattened). */
export const blocksOf = (nodes: RootContent[], indent = 0): Block[] =>
  nodes.flatMap((node): Block[] => {
    const at = node.position?.start.offset ?? 0;
    switch (node.type) {
      case 'heading':
        return [{ at, kind: node.depth <= 2 ? 'chapter' : 'heading', text: textOf(node) }];
      case 'paragraph':
        return [{ at, kind: 'paragraph', words: wordsOf(node), indent }];
      case 'list':
        return node.children.flatMap((item, index) =>
          blocksOf(item.children, indent + 18).map((block, at) =>
            at === 0 && block.kind === 'paragraph'
              ? { ...block, prefix: node.ordered ? `${(node.start ?? 1) + index}.` : '•' }
              : block,
          ),
        );
      case 'blockquote':
        return blocksOf(node.children, indent + 24).map((block) =>
          block.kind === 'paragraph'
            ? { ...block, words: block.words.map((word) => ({ ...word, style: 'italic' as const })) }
            : block,
        );
      case 'code':
        return [{ at, kind: 'paragraph', words: wordsOf({ type: 'text', value: node.value }), indent }];
      default:
        return [];
    }
  });

/** The paragraph (as `paragraphsOf` numbers them) that the Markdown offset falls in. */
export const paragraphIndex = (markdown: string) => {
  const starts = paragraphStarts(markdown);
  return (offset: number) => {
    let index = 0;
    while (index + 1 < starts.length && starts[index + 1]! <= offset) index += 1;
    return index;
  };
};
