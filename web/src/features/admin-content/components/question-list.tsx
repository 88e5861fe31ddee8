import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';
import { SortableList } from './sortable-list.tsx';

/** A question being edited; `key` tells rows apart while they move (the server numbers them by position). */
export interface DraftQuestion {
  key: string;
  title: string;
  text: string;
}

let nextKey = 0;
/** New questions start with an empty title and text (part B §5). */
export const draftQuestion = (title = '', text = ''): DraftQuestion => {
  nextKey += 1;
  return { key: `question-${nextKey}`, title, text };
};

interface QuestionListProps {
  questions: DraftQuestion[];
  onChange: (questions: DraftQuestion[]) => void;
}

/** The path's questions: added, removed, edited and reordered by drag (pointer or keyboard). */
export const QuestionList = ({ questions, onChange }: QuestionListProps) => {
  const update = (key: string, change: Partial<DraftQuestion>) =>
    onChange(questions.map((question) => (question.key === key ? { ...question, ...change } : question)));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {T.questionsHeading(questions.length)}
        </Title>
        <Button
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => onChange([...questions, draftQuestion()])}
        >
          {T.addQuestion}
        </Button>
      </Group>
      {questions.length === 0 ? (
        <Text c="dimmed">{T.noQuestions}</Text>
      ) : (
        <SortableList
          label={T.questionsHeading(questions.length)}
          items={questions}
          idOf={(question) => question.key}
          onReorder={onChange}
          handleLabel={(_question, index) => T.dragQuestion(index + 1)}
          renderItem={(question, index) => (
            <Card withBorder padding="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={3} fz="h4">
                    {T.questionHeading(index + 1)}
                  </Title>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    aria-label={T.removeQuestion(index + 1)}
                    onClick={() => onChange(questions.filter((other) => other.key !== question.key))}
                  >
                    <IconTrash size={20} aria-hidden="true" />
                  </ActionIcon>
                </Group>
                <TextInput
                  label={`${T.questionTitle} (${T.questionHeading(index + 1)})`}
                  value={question.title}
                  onChange={(event) => update(question.key, { title: event.currentTarget.value })}
                />
                <Textarea
                  label={`${T.questionText} (${T.questionHeading(index + 1)})`}
                  description={T.markdownHint}
                  autosize
                  minRows={3}
                  value={question.text}
                  onChange={(event) => update(question.key, { text: event.currentTarget.value })}
                />
              </Stack>
            </Card>
          )}
        />
      )}
    </Stack>
  );
};
