import { Button, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { INTERVIEW_TEXTS } from '../texts.ts';

/** Typing instead of speaking: each message is sent to Walt as the user's turn. */
export const TypedReply = ({ onSend, disabled }: { onSend: (text: string) => void; disabled: boolean }) => {
  const [text, setText] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) return;
    onSend(text);
    setText('');
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          label={INTERVIEW_TEXTS.typeLabel}
          placeholder={INTERVIEW_TEXTS.typePlaceholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
          disabled={disabled}
          autosize
          minRows={2}
          maxRows={6}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          disabled={disabled || !text.trim()}
          leftSection={<IconSend size={20} aria-hidden="true" />}
        >
          {INTERVIEW_TEXTS.send}
        </Button>
      </Group>
    </form>
  );
};
