/**
 * A message's content: the API sends a string, but content stored by older versions may still be text parts
 * or an object with text or transcript (part B §3), so the screen reads every shape.
 */
export type MessageContent =
  | string
  | { type?: string; text?: string }[]
  | { text?: string; transcript?: string }
  | null
  | undefined;

/** The readable text of a stored message, whatever shape its content has. */
export const messageText = (content: MessageContent): string => {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) => (part?.type === undefined || part.type === 'text' ? (part?.text ?? '') : ''))
      .join('');
  if (content && typeof content === 'object') return content.text ?? content.transcript ?? '';
  return '';
};
