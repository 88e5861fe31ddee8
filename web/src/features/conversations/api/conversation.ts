import { queryOptions } from '@tanstack/react-query';
import type { getConversation } from '#shared/contract/conversations.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { admin } from '#shared/contract/routes/admin.ts';
import { conversations } from '#shared/contract/routes/conversations.ts';
import { callEndpoint } from '@/lib/api-client';
import { type ConversationSource, conversationKeys } from '@/lib/query-keys';

export type { ConversationSource };

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

export type ConversationDetail = ResponseOf<typeof getConversation>;

const routes = {
  user: { get: conversations.getConversation, report: conversations.sendWriterReport },
  admin: { get: admin.getConversation, report: admin.sendWriterReport },
} as const;

export const conversationQuery = (id: string, source: ConversationSource) =>
  queryOptions({
    queryKey: conversationKeys.detail(source, id),
    queryFn: (): Promise<ConversationDetail> => callEndpoint(routes[source].get, { params: { id } }),
    retry: false,
  });

export const sendWriterReport = (id: string, source: ConversationSource) =>
  callEndpoint(routes[source].report, { params: { id } });

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
