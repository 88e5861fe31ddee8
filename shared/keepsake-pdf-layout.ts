import { type PDFDocument, type PDFFont, type PDFPage, PDFString, rgb } from 'pdf-lib';
import type { PrintablePiece } from './keepsake-pdf.ts';
import type { Style, Word } from './keepsake-pdf-blocks.ts';
import { drawQr, QR_QUIET_MODULES, qrModules } from './keepsake-qr.ts';
import { VOICE_TEXTS } from './texts.ts';

/*
 * The keepsake PDF's page layout (keepsake-pdf.ts): A4 pages, the title page, and the typesetter that sets
 * chapters, headings, paragraphs and listen links page by page, with page numbers.
 */

// A4 in points, with book-like margins and a 12 pt serif body.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 72, top: 84, bottom: 84 };
const BODY = { size: 12, leading: 18, gap: 10 };
/** A listen link's QR code: about 25 mm square, which a phone reads from arm's length. */
const QR = { side: 72, label: 11, link: 9 };
const INK = rgb(0.12, 0.12, 0.12);
const MUTED = rgb(0.35, 0.35, 0.35);

export type Fonts = Record<Style, PDFFont>;

/** The standard PDF fonts encode WinAnsi only: accents they lack are dropped, anything else becomes '?'. */
export const encodable = (font: PDFFont) => {
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

/** Lays text out page by page, starting a new page when the next line would not fit. */
export class Typesetter {
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
export const titlePage = (
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
