import {
  fill,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
} from 'pdf-lib';
import { encode } from 'uqr';

/** The white margin, in modules, a reader needs around a QR code (the standard's quiet zone). */
export const QR_QUIET_MODULES = 4;

/** The dark (true) and light modules of `text` as a QR code, without its quiet zone. */
export const qrModules = (text: string): boolean[][] =>
  // Medium error correction: a printed page gets creased, smudged and photographed at an angle.
  encode(text, { ecc: 'M', border: 0 }).data;

const at = (value: number) => Math.round(value * 100) / 100;

/**
 * Draws a QR code `side` points wide with its top-left corner at (`x`, `top`): every run of dark modules of
 * a row is one `re` rectangle, and the whole code is filled as one path (small, and crisp at any zoom). The
 * caller keeps `QR_QUIET_MODULES` modules clear around it.
 */
export const drawQr = (
  page: PDFPage,
  modules: boolean[][],
  { x, top, side }: { x: number; top: number; side: number },
) => {
  const unit = side / modules.length;
  const runs = modules.flatMap((row, r) => {
    const found: ReturnType<typeof rectangle>[] = [];
    for (let c = 0; c < row.length; ) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (row[c]) c += 1;
      found.push(rectangle(at(x + start * unit), at(top - (r + 1) * unit), at((c - start) * unit), at(unit)));
    }
    return found;
  });
  page.pushOperators(pushGraphicsState(), setFillingGrayscaleColor(0), ...runs, fill(), popGraphicsState());
};
