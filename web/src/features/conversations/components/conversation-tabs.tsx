import { Code, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import Markdown from 'react-markdown';
import { PlayClipButton } from '@/components/play-clip-button';
import { useRecordingClips } from '@/lib/queries/call-recordings';
import type { ConversationDetail } from '@/lib/queries/conversations';
import { useClipPlayer } from '@/lib/use-clip-player';
import { messageText } from '../lib/message-text.ts';
import { CONVERSATION_TEXTS } from '../texts.ts';

interface ConversationTabsProps {
  conversation: ConversationDetail;
  /** The owner's view offers "Play" beside their messages that have a recording of their voice. */
  withRecordings?: boolean;
}

/**
 * Summary (markdown per line), Messages (You / Walt, with "Play" beside the narrator's recorded turns), Raw
 * Transcript (the JSON of the messages).
 */
export const ConversationTabs = ({ conversation, withRecordings = false }: ConversationTabsProps) => {
  const clips = useRecordingClips(conversation.id, withRecordings);
  const player = useClipPlayer();
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
            const clip = message.role === 'user' ? clips.get(message.id) : undefined;
            return (
              <Paper component="li" key={message.id} withBorder p="sm" data-testid="message">
                <Group justify="space-between" gap="sm">
                  <Text fw={700}>
                    {message.role === 'user' ? CONVERSATION_TEXTS.you : CONVERSATION_TEXTS.walt}
                  </Text>
                  {clip && (
                    <PlayClipButton
                      text={text}
                      playing={player.playing === clip.messageId}
                      onToggle={() => player.toggle(clip)}
                    />
                  )}
                </Group>
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
