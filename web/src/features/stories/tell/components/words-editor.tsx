import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { TitledSection } from '@/components/titled-section';
import { TELL_STORY_TEXTS } from '../texts.ts';
import { TypedWords } from './typed-words.tsx';

interface WordsEditorProps {
  text: string;
  /** Editing mode: a textarea with Cancel and Save Changes instead of the words as read. */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onChange: (text: string) => void;
  /** Words just transcribed at the end of `text`, typed out (part B §9); `key` restarts the typing. */
  fresh?: { text: string; key: number };
}

/** Blank lines split paragraphs; single line breaks stay as spoken or typed. */
const paragraphsOf = (content: string) => content.split(/\n\s*\n/).filter((part) => part.trim());

/** The words of the memo: read them, or edit them and keep (Save Changes) or drop (Cancel) the change. */
export const WordsEditor = ({ text, editing, onEditingChange, onChange, fresh }: WordsEditorProps) => {
  const [edited, setEdited] = useState(text);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Only while the words still end with what was just transcribed (an edit makes them plain words again).
  const typing = fresh?.text.trim() && text.endsWith(fresh.text) ? fresh : undefined;
  useEffect(() => {
    if (editing) textarea.current?.focus();
  }, [editing]);
  const startEditing = () => {
    setEdited(text);
    onEditingChange(true);
  };
  const keep = () => {
    onChange(edited);
    onEditingChange(false);
  };
  return (
    <TitledSection titleId="words-title" title={TELL_STORY_TEXTS.wordsTitle} titleSize="h3">
      {editing ? (
        <>
          <Textarea
            label={TELL_STORY_TEXTS.textLabel}
            value={edited}
            onChange={(event) => setEdited(event.currentTarget.value)}
            rows={10}
            size="md"
            resize="vertical"
            spellCheck
            ref={textarea}
          />
          <Group gap="md">
            <Button size="lg" onClick={keep}>
              {TELL_STORY_TEXTS.saveChanges}
            </Button>
            <Button size="lg" variant="default" onClick={() => onEditingChange(false)}>
              {TELL_STORY_TEXTS.cancel}
            </Button>
          </Group>
        </>
      ) : (
        <>
          {text.trim() ? (
            <Stack gap="sm" data-testid="memo-words">
              {paragraphsOf(typing ? text.slice(0, text.length - typing.text.length) : text).map(
                (paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text
                  <Text key={index} fz="lg" style={{ whiteSpace: 'pre-wrap' }}>
                    {paragraph}
                  </Text>
                ),
              )}
              {typing && <TypedWords key={typing.key} text={typing.text} />}
            </Stack>
          ) : (
            <Text fz="lg" c="dimmed">
              {TELL_STORY_TEXTS.noWordsYet}
            </Text>
          )}
          <Button
            size="lg"
            variant="light"
            w="fit-content"
            onClick={startEditing}
            leftSection={<IconPencil size={20} aria-hidden="true" />}
          >
            {text.trim() ? TELL_STORY_TEXTS.editText : TELL_STORY_TEXTS.writeInstead}
          </Button>
        </>
      )}
    </TitledSection>
  );
};
