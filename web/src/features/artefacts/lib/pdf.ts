// The PDF maker is shared with the family circle's keepsakes (issue 25), so it lives in @/lib.
export { buildPdf, type PrintablePiece } from '@/lib/pdf';
