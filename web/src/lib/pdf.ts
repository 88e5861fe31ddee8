// The PDF maker is shared with the family circle's keepsakes (issue 25) and the export worker (issue 26).
export { buildPdf, type PdfListenLink, type PrintablePiece } from '#shared/keepsake-pdf.ts';
