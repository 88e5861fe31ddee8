/**
 * The paragraphs of Markdown content: blocks between blank lines. The artefact page numbers them the way the
 * server's sources and grounding check do, so `paragraph: n` means the same block on both sides.
 */
export const paragraphsOf = (content: string): string[] =>
  content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
