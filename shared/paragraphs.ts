/**
 * The paragraphs of Markdown content: blocks between blank lines. The artefact page numbers them the way the
 * server's sources and grounding check do, so `paragraph: n` means the same block on both sides.
 */
export const paragraphsOf = (content: string): string[] =>
  content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

/** Where each paragraph of `paragraphsOf(content)` starts in `content`, in the same order (so the same numbers). */
export const paragraphStarts = (content: string): number[] => {
  const starts: number[] = [];
  let from = 0;
  for (const separator of [...content.matchAll(/\n\s*\n/g), undefined]) {
    const block = content.slice(from, separator ? separator.index : content.length);
    if (block.trim()) starts.push(from + block.length - block.trimStart().length);
    if (separator) from = separator.index + separator[0].length;
  }
  return starts;
};
