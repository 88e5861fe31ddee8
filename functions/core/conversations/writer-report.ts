import { nameForMail } from '#shared/display-name.ts';
import type { Conversation } from '#shared/schemas/conversation.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { mailer } from '../../lib/adapters.ts';
import { config } from '../../lib/config.ts';

const speaker = (role: string) => (role === 'user' ? 'Narrator' : role === 'assistant' ? 'Walt' : 'System');

/**
 * The writer report as plain text: who, when, the summary, then the whole transcript. The narrator is named by
 * their display name only when it passes today's rule (a name stored before it, such as `Claim at evil.com`,
 * could make a link in the administrator's mail: issue 23, M8), otherwise by their account address.
 */
export const writerReportText = (conversation: Conversation, narrator: { name?: string; email: string }) => {
  const messages = (conversation.messages ?? []).filter((message) => message.role !== 'system');
  return [
    `Writer report: ${conversation.title ?? 'Conversation'}`,
    `Narrator: ${nameForMail(narrator.name) ?? narrator.email}`,
    `Date: ${conversation.createdAt.slice(0, 10)}`,
    `Messages: ${messages.length}`,
    '',
    'SUMMARY',
    '',
    conversation.summary?.trim() || CONVERSATION_TEXTS.noSummary,
    '',
    'TRANSCRIPT',
    '',
    ...messages.map(
      (message) => `${speaker(message.role)}: ${message.content || CONVERSATION_TEXTS.emptyMessage}`,
    ),
    '',
    `Open in Walt: ${config().APP_URL}/conversations/${conversation.id}`,
  ].join('\n');
};

/** Emails the writer report of a conversation (read with its transcript) to `to`. */
export const sendWriterReport = async (
  conversation: Conversation,
  narrator: { name?: string; email: string },
  to: string,
): Promise<{ message: string }> => {
  await mailer().send({
    to,
    subject: `Walt writer report: ${conversation.title ?? 'Conversation'} (${conversation.createdAt.slice(0, 10)})`,
    text: writerReportText(conversation, narrator),
  });
  return { message: CONVERSATION_TEXTS.writerReportSent };
};
