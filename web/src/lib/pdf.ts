import type { Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as textOf } from 'mdast-util-to-string';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The print-ready PDF of an artefact (issue 11, beyond the spec): a title page with the piece's name, the
 * narrator's name and the date, then the text set in a serif face, a new page for every chapter (a level 1
 * or 2 Markdown heading) and page numbers. Loaded only when the narrator asks for it (its own chunk).
 */
export interface PrintablePiece {
  title: string;
  narrator: string | undefined;
  /** Shown on the title page as written (the caller formats it). */
  date: string;
  markdown: string;
}

// A4 in points, with book-like margins and a 12 pt serif body.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 72, top: 84, bottom: 84 };
const BODY = { size: 12, leading: 18, gap: 10 };
const INK = rgb(0.12, 0.12, 0.12);
const MUTED = rgb(0.35, 0.35, 0.35);

type Style = 'regular' | 'bold' | 'italic';
type Fonts = Record<Style, PDFFont>;
interface Word {
  text: string;
  style: Style;
}
type Block =
  | { kind: 'chapter'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; words: Word[]; indent?: number; prefix?: string };

/** The standard PDF fonts encode WinAnsi only: accents they lack are dropped, anything else becomes '?'. */
const encodable = (font: PDFFont) => {
  const supported = new Set(font.getCharacterSet());
  return (text: string) =>
    [...text.replace(/[\u2028\u2029\t\r\n]+/g, ' ')]
      .map((char) => {
        if (supported.has(char.codePointAt(0) ?? 0)) return char;
        const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
        return plain && [...plain].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? plain : '?';
      })
      .join('');
};

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
const blocksOf = (nodes: RootContent[], indent = 0): Block[] =>
  nodes.flatMap((node): Block[] => {
    switch (node.type) {
      case 'heading':
        return [{ kind: node.depth <= 2 ? 'chapter' : 'heading', text: textOf(node) }];
      case 'paragraph':
        return [{ kind: 'paragraph', words: wordsOf(node), indent }];
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
        return [{ kind: 'paragraph', words: wordsOf({ type: 'text', value: node.value }), indent }];
      default:
        return [];
    }
  });

/** Lays text out page by page, starting a new page when the next line would not fit. */
class Typesetter {
  private page!: PDFPage;
  private y = 0;
  private pageCount = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly clean: (text: string) => string,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pageCount += 1;
    this.y = PAGE.height - MARGIN.top;
    const number = String(this.pageCount);
    const width = this.fonts.regular.widthOfTextAtSize(number, 10);
    this.page.drawText(number, {
      x: (PAGE.width - width) / 2,
      y: MARGIN.bottom / 2,
      size: 10,
      font: this.fonts.regular,
      color: MUTED,
    });
  }

  private room(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  chapter(text: string) {
    this.newPage();
    this.y -= 60;
    for (const line of this.wrap(this.words(text, 'bold'), 22, PAGE.width - 2 * MARGIN.x)) {
      this.drawLine(line, 22, MARGIN.x);
      this.y -= 30;
    }
    this.y -= 20;
  }

  heading(text: string) {
    this.room(BODY.leading * 3);
    this.y -= BODY.gap;
    for (const line of this.wrap(this.words(text, 'bold'), 15, PAGE.width - 2 * MARGIN.x)) {
      this.drawLine(line, 15, MARGIN.x);
      this.y -= 22;
    }
  }

  paragraph({ words, indent = 0, prefix }: { words: Word[]; indent?: number; prefix?: string }) {
    const left = MARGIN.x + indent;
    const lines = this.wrap(
      words.map((word) => ({ ...word, text: this.clean(word.text) })),
      BODY.size,
      PAGE.width - MARGIN.x - left,
    );
    lines.forEach((line, index) => {
      this.room(BODY.leading);
      if (index === 0 && prefix)
        this.page.drawText(prefix, {
          x: left - 14,
          y: this.y,
          size: BODY.size,
          font: this.fonts.regular,
          color: INK,
        });
      this.drawLine(line, BODY.size, left);
      this.y -= BODY.leading;
    });
    this.y -= BODY.gap;
  }

  private words(text: string, style: Style): Word[] {
    return this.clean(text)
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ text: word, style }));
  }

  private width(word: Word, size: number) {
    return this.fonts[word.style].widthOfTextAtSize(word.text, size);
  }

  /** Greedy line breaking; a word longer than the line is set on a line of its own. */
  private wrap(words: Word[], size: number, maxWidth: number): Word[][] {
    const space = this.fonts.regular.widthOfTextAtSize(' ', size);
    const lines: Word[][] = [];
    let line: Word[] = [];
    let width = 0;
    for (const word of words) {
      const wordWidth = this.width(word, size);
      if (line.length > 0 && width + space + wordWidth > maxWidth) {
        lines.push(line);
        line = [];
        width = 0;
      }
      width += (line.length > 0 ? space : 0) + wordWidth;
      line.push(word);
    }
    if (line.length > 0) lines.push(line);
    return lines;
  }

  /** Draws a line, one run per change of style. */
  private drawLine(line: Word[], size: number, left: number) {
    const space = this.fonts.regular.widthOfTextAtSize(' ', size);
    let x = left;
    let run: Word[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const font = this.fonts[run[0]!.style];
      const text = run.map((word) => word.text).join(' ');
      this.page.drawText(text, { x, y: this.y, size, font, color: INK });
      x += font.widthOfTextAtSize(text, size) + space;
      run = [];
    };
    for (const word of line) {
      if (run.length > 0 && run[0]!.style !== word.style) flush();
      run.push(word);
    }
    flush();
  }
}

const drawCentred = (page: PDFPage, text: string, y: number, size: number, font: PDFFont) => {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: Math.max(MARGIN.x, (PAGE.width - width) / 2), y, size, font, color: INK });
};

/** The title page: the piece's name (wrapped if long), the narrator, the date. */
const titlePage = (
  doc: PDFDocument,
  fonts: Fonts,
  clean: (text: string) => string,
  piece: PrintablePiece,
) => {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const words = clean(piece.title).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && fonts.bold.widthOfTextAtSize(`${last} ${word}`, 30) <= PAGE.width - 2 * MARGIN.x)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  let y = PAGE.height * 0.62;
  for (const line of lines) {
    drawCentred(page, line, y, 30, fonts.bold);
    y -= 40;
  }
  if (piece.narrator?.trim()) drawCentred(page, clean(piece.narrator.trim()), y - 30, 18, fonts.italic);
  drawCentred(page, clean(piece.date), MARGIN.bottom + 40, 12, fonts.regular);
};

/** Builds the PDF: its bytes, ready to save. */
export const buildPdf = async (piece: PrintablePiece): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(piece.title);
  if (piece.narrator?.trim()) doc.setAuthor(piece.narrator.trim());
  doc.setCreator('Walt');
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.TimesRoman),
    doc.embedFont(StandardFonts.TimesRomanBold),
    doc.embedFont(StandardFonts.TimesRomanItalic),
  ]);
  const fonts: Fonts = { regular, bold, italic };
  const clean = encodable(regular);
  titlePage(doc, fonts, clean, piece);

  const tree: Root = fromMarkdown(piece.markdown);
  const all = blocksOf(tree.children);
  // A piece that opens with its own name as a heading has that on the title page already.
  const first = all[0];
  const blocks = first?.kind === 'chapter' && first.text.trim() === piece.title.trim() ? all.slice(1) : all;
  const setter = new Typesetter(doc, fonts, clean);
  // Text before the first chapter starts on a page of its own.
  if (blocks[0]?.kind !== 'chapter') setter.newPage();
  for (const block of blocks) {
    if (block.kind === 'chapter') setter.chapter(block.text);
    else if (block.kind === 'heading') setter.heading(block.text);
    else if (block.words.length > 0) setter.paragraph(block);
  }
  return doc.save();
};
