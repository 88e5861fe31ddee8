import { Code, Paper, Stack, Tabs, Text } from '@mantine/core';
import Markdown from 'react-markdown';
import type { ConversationDetail } from '@/lib/queries/conversations';
import { messageText } from '../lib/message-text.ts';
import { CONVERSATION_TEXTS } from '../texts.ts';

/** Summary (markdown per line), Messages (You / Walt), Raw Transcript (the JSON of the messages). */
export const ConversationTabs = ({ conversation }: { conversation: ConversationDetail }) => {
  const summaryLines = (conversation.summary ?? '').split('\n').filter((line) => line.trim());
  const messages = conversation.messages ?? [];
  return (
    <Tabs defaultValue="summary" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="summary">{CONVERSATION_TEXTS.summaryTab}</Tabs.Tab>
        <Tabs.Tab value="messages">{CONVERSATION_TEXTS.messagesTab}</Tabs.Tab>
        <Tabs.Tab value="raw">{CONVERSATION_TEXTS.rawTab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="summary" pt="md">
        {summaryLines.length === 0 ? (
          <Text c="dimmed">{CONVERSATION_TEXTS.noSummary}</Text>
        ) : (
          <div data-testid="summary">
            {summaryLines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
              <Markdown key={index}>{line}</Markdown>
            ))}
          </div>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="messages" pt="md">
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {messages.map((message) => {
            const text = messageText(message.content);
            return (
              <Paper component="li" key={message.id} withBorder p="sm" data-testid="message">
                <Text fw={700}>
                  {message.role === 'user' ? CONVERSATION_TEXTS.you : CONVERSATION_TEXTS.walt}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{text || CONVERSATION_TEXTS.emptyMessage}</Text>
              </Paper>
            );
          })}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="raw" pt="md">
        <Code block data-testid="raw-transcript">
          {JSON.stringify(messages, null, 2)}
        </Code>
      </Tabs.Panel>
    </Tabs>
  );
};
