/** The local calendar date as YYYY-MM-DD (the day the narrator downloads, in their own time zone). */
export const isoDay = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Part B §9: `{name}-{YYYY-MM-DD}.txt`, with characters no file system accepts replaced. */
export const downloadName = (name: string, date: Date, extension = 'txt'): string => {
  const safe = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim() || 'artefact';
  return `${safe}-${isoDay(date)}.${extension}`;
};

/** Hands the browser a file to save, without a round trip to the server. */
export const saveFile = (fileName: string, content: BlobPart, type: string): void => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

/** Downloads the content as a plain text file named from `name` and today's date. */
export const downloadText = (name: string, content: string): void =>
  saveFile(downloadName(name, new Date()), content, 'text/plain;charset=utf-8');
