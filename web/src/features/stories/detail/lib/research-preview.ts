import { RESEARCH_PREVIEW_CHARS } from '#shared/constants.ts';

/** Markdown reduced to its words: headings, emphasis, code fences, links and images lose their marks. */
export const stripMarkdown = (markdown: string): string =>
  markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*([-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s*([-*_]\s*){3,}$/gm, ' ')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Part B §9: the report's text without markdown, cut to 300 characters (the card clamps it to 3 lines). */
export const researchPreview = (content: string | undefined): string => {
  const text = stripMarkdown(content ?? '');
  return text.length > RESEARCH_PREVIEW_CHARS
    ? `${text.slice(0, RESEARCH_PREVIEW_CHARS).trimEnd()}...`
    : text;
};
