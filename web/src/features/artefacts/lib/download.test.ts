import { describe, expect, it } from 'vitest';
import { downloadName, isoDay } from './download.ts';

describe('downloaded file names (part B §9)', () => {
  it('are {name}-{YYYY-MM-DD}.txt in the local calendar', () => {
    expect(downloadName('Short Story', new Date(2025, 0, 7, 23, 30))).toBe('Short Story-2025-01-07.txt');
    expect(isoDay(new Date(2024, 11, 31))).toBe('2024-12-31');
  });

  it('replace characters a file system refuses', () => {
    expect(downloadName('Mum/Dad: a "life"?', new Date(2025, 5, 1))).toBe('Mum-Dad- a -life--2025-06-01.txt');
    expect(downloadName('  ', new Date(2025, 5, 1), 'pdf')).toBe('artefact-2025-06-01.pdf');
  });
});
