// Shared with the family circle's keepsake downloads (issue 25), so it lives in @/lib.
export { downloadName, downloadText, isoDay, saveFile } from '@/lib/download';
