import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels per module and modules of white around the code in the bitmap handed to the reader. */
const SCALE = 8;
const QUIET = 4;
/** Fewer rectangles than this in one filled path is a drawing, not a QR code (the smallest has far more). */
const MIN_RECTS = 20;

/** The page's content streams, decoded and joined. */
const contentOf = (doc: PDFDocument, page: ReturnType<PDFDocument['getPages']>[number]) => {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((ref) => doc.context.lookup(ref as never))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('\n');
};

/** Each filled path made of `x y w h re` rectangles: a QR code is drawn as one such path. */
const filledPaths = (source: string): Rect[][] => {
  const paths: Rect[][] = [];
  let path: Rect[] = [];
  const operands: number[] = [];
  for (const [token] of source.matchAll(/\S+/g)) {
    if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(token)) {
      operands.push(Number(token));
      continue;
    }
    if (token === 're') {
      const [x = 0, y = 0, width = 0, height = 0] = operands.slice(-4);
      path.push({ x, y, width, height });
    } else if (['f', 'F', 'f*', 'B', 'B*', 'b', 'b*'].includes(token)) {
      paths.push(path);
      path = [];
    } else if (['n', 'S', 's'].includes(token)) path = [];
    operands.length = 0;
  }
  return paths.filter((rects) => rects.length >= MIN_RECTS);
};

/** Rasterises a QR code's rectangles (modules on a grid) with a quiet zone, as RGBA for jsQR. */
const rasterise = (rects: Rect[]) => {
  const unit = Math.min(...rects.map((rect) => rect.height));
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.max(...rects.map((rect) => rect.y + rect.height));
  const modules = Math.round((Math.max(...rects.map((rect) => rect.x + rect.width)) - left) / unit);
  const side = (modules + 2 * QUIET) * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const rect of rects) {
    const column = Math.round((rect.x - left) / unit);
    const row = Math.round((top - rect.y - rect.height) / unit);
    const columns = Math.round(rect.width / unit);
    const rows = Math.round(rect.height / unit);
    for (let y = (row + QUIET) * SCALE; y < (row + rows + QUIET) * SCALE; y++)
      for (let x = (column + QUIET) * SCALE; x < (column + columns + QUIET) * SCALE; x++)
        pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
  }
  return { pixels, side };
};

/**
 * Finds the QR codes a PDF draws and reads them: per page, in drawing order, the text each holds (or
 * `undefined` for a code the reader could not decode). pdf-lib draws a code as one filled path of `re`
 * rectangles (shared/keepsake-qr.ts), which is what this looks for.
 */
export const readPdfQrCodes = async (bytes: Uint8Array): Promise<(string | undefined)[][]> => {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) =>
    filledPaths(contentOf(doc, page)).map((rects) => {
      const { pixels, side } = rasterise(rects);
      return jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })?.data;
    }),
  );
};
