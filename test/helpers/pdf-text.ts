import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * Opens a PDF and reads, page by page, the text its content streams draw. pdf-lib writes standard-font text
 * as hex strings in WinAnsi, which is what this decodes; enough to check what a generated PDF says.
 */
export const readPdf = async (bytes: Uint8Array) => {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const source = streams
      .map((ref) => doc.context.lookup(ref as never))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
      .join('\n');
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
      .map(([, hex]) => new TextDecoder('windows-1252').decode(Buffer.from(hex ?? '', 'hex')))
      .join(' ');
  });
  return { doc, pages };
};
