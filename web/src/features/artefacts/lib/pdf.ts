// The PDF maker is shared with the family circle's keepsakes (issue 25) and the export worker (shared/).
export { buildPdf, type PdfListenLink, type PrintablePiece } from '@/lib/pdf';
