import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A message's content as stored: a string, text parts, or an object with text or transcript (part B §3). */
export type MessageContent =
  | string
  | { type?: string; text?: string }[]
  | { text?: string; transcript?: string }
  | null
  | undefined;

export interface ConversationDetail {
  id: string;
  type: string;
  title?: string;
  summary?: string;
  createdAt: string;
  messages?: { id: string; role: string; content: MessageContent }[];
}

/** Where the conversation is read from: the owner's endpoint or the admin's (consent checked there). */
export type ConversationSource = 'user' | 'admin';

const base = (source: ConversationSource) =>
  source === 'admin' ? '/api/admin/conversations' : '/api/conversations';

export const conversationQuery = (id: string, source: ConversationSource) =>
  queryOptions({
    queryKey: ['conversation', source, id],
    queryFn: () => apiRequest<ConversationDetail>(`${base(source)}/${id}`),
    retry: false,
  });

export const sendWriterReport = (id: string, source: ConversationSource) =>
  apiRequest<{ message: string }>(`${base(source)}/${id}/send-writer-report`, { method: 'POST' });

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
