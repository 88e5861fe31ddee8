import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { blocksOf, paragraphIndex } from './keepsake-pdf-blocks.ts';
import { encodable, type Fonts, Typesetter, titlePage } from './keepsake-pdf-layout.ts';
import type { ListenLink } from './schemas/voice.ts';

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
