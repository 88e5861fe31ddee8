import type { Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as textOf } from 'mdast-util-to-string';
import { PDFDocument, type PDFFont, type PDFPage, PDFString, rgb, StandardFonts } from 'pdf-lib';
import { drawQr, QR_QUIET_MODULES, qrModules } from './keepsake-qr.ts';
import { paragraphStarts } from './paragraphs.ts';
import type { ListenLink } from './schemas/voice.ts';
import { VOICE_TEXTS } from './texts.ts';

/**
 * The print-ready PDF of a keepsake (issue 11, beyond the spec): a title page with the piece's name, the
 * narrator's name and the date, then the text set in a serif face, a new page for every chapter (a level 1
 * or 2 Markdown heading) and page numbers; under each paragraph with a listen link, its QR code and the link
 * (issue 26). Pure (no DOM): the artefact page builds it in the browser (its own chunk, loaded on the first
 * click), the export worker in Node.
 */
export interface PrintablePiece {
  title: string;
  narrator: string | undefined;
  /** Shown on the title page as written (the caller formats it). */
  date: string;
  markdown: string;
}

/** A paragraph's listen link as the PDF prints it: the paragraph (as `paragraphsOf` numbers them) and its URL. */
export type PdfListenLink = Pick<ListenLink, 'paragraph' | 'url'>;

// A4 in points, with book-like margins and a 12 pt serif body.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 72, top: 84, bottom: 84 };
const BODY = { size: 12, leading: 18, gap: 10 };
/** A listen link's QR code: about 25 mm square, which a phone reads from arm's length. */
const QR = { side: 72, label: 11, link: 9 };
const INK = rgb(0.12, 0.12, 0.12);
const MUTED = rgb(0.35, 0.35, 0.35);

type Style = 'regular' | 'bold' | 'italic';
type Fonts = Record<Style, PDFFont>;
interface Word {
  text: string;
  style: Style;
}
/** A block of the text, `at` the offset in the Markdown where it starts (to find its paragraph). */
type Block = { at: number } & (
  | { kind: 'chapter'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; words: Word[]; indent?: number; prefix?: string }
);

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

  /**
   * A listen link under the paragraph just set: its QR code (with its quiet zone kept clear), "Scan to
   * listen" beside it and the link printed beneath, all clickable in a PDF reader. Moves to a new page
   * whole when it does not fit.
   */
  listen(url: string) {
    const modules = qrModules(url);
    const quiet = (QR.side / modules.length) * QR_QUIET_MODULES;
    const text = this.clean(url);
    const width = PAGE.width - 2 * MARGIN.x;
    const linkSize = Math.min(
      QR.link,
      (QR.link * width) / this.fonts.regular.widthOfTextAtSize(text, QR.link),
    );
    const height = 2 * quiet + QR.side + linkSize;
    // Its quiet zone starts a gap under the paragraph's last line, or at the top of a new page.
    let top = this.y + BODY.leading;
    if (top - height < MARGIN.bottom) {
      this.newPage();
      top = this.y + BODY.size;
    }
    const qrTop = top - quiet;
    drawQr(this.page, modules, { x: MARGIN.x, top: qrTop, side: QR.side });
    this.page.drawText(this.clean(VOICE_TEXTS.scanToListen), {
      x: MARGIN.x + QR.side + quiet,
      y: qrTop - QR.side / 2 - QR.label / 3,
      size: QR.label,
      font: this.fonts.italic,
      color: MUTED,
    });
    const linkY = qrTop - QR.side - quiet - linkSize * 0.7;
    this.page.drawText(text, {
      x: MARGIN.x,
      y: linkY,
      size: linkSize,
      font: this.fonts.regular,
      color: MUTED,
    });
    const right = MARGIN.x + Math.max(QR.side, this.fonts.regular.widthOfTextAtSize(text, linkSize));
    this.linkTo(url, [MARGIN.x, linkY - linkSize * 0.3, right, qrTop]);
    this.y = linkY - BODY.leading - BODY.gap;
  }

  /** A clickable area of the page that opens `url`. */
  private linkTo(url: string, rect: [number, number, number, number]) {
    const annotation = this.doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    });
    this.page.node.addAnnot(this.doc.context.register(annotation));
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

/** The paragraph (as `paragraphsOf` numbers them) that the Markdown offset falls in. */
const paragraphIndex = (markdown: string) => {
  const starts = paragraphStarts(markdown);
  return (offset: number) => {
    let index = 0;
    while (index + 1 < starts.length && starts[index + 1]! <= offset) index += 1;
    return index;
  };
};

/**
 * Builds the PDF: its bytes, ready to save. `listenLinks` are the listen links of this very version (the
 * caller picks them by version): each prints its QR code under its paragraph.
 */
export const buildPdf = async (
  piece: PrintablePiece,
  listenLinks: readonly PdfListenLink[] = [],
): Promise<Uint8Array> => {
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
  const paragraphOf = paragraphIndex(piece.markdown);
  const links = [...listenLinks].sort((a, b) => a.paragraph - b.paragraph);
  let printed = 0;
  // A paragraph's links follow its last block (a link whose paragraph printed nothing follows the next one).
  const linksThrough = (paragraph: number) => {
    while (printed < links.length && links[printed]!.paragraph <= paragraph)
      setter.listen(links[printed++]!.url);
  };
  blocks.forEach((block, index) => {
    if (block.kind === 'chapter') setter.chapter(block.text);
    else if (block.kind === 'heading') setter.heading(block.text);
    else if (block.words.length > 0) setter.paragraph(block);
    const paragraph = paragraphOf(block.at);
    const next = blocks[index + 1];
    if (!next || paragraphOf(next.at) !== paragraph) linksThrough(paragraph);
  });
  linksThrough(Number.POSITIVE_INFINITY);
  return doc.save();
};
