import '../styles.ts';
import { Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type Path, usePaths } from '../api/paths.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ErrorNotice, LoadingNotice } from '../components/error-notice.tsx';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

const ALL = '';

interface FoundQuestion {
  key: string;
  title: string;
  text: string;
  pathName: string;
}

/** Every question of the paths chosen, whose title or text contains the search (any case). */
export const findQuestions = (paths: Path[], search: string, pathId: string): FoundQuestion[] => {
  const needle = search.trim().toLowerCase();
  return paths
    .filter((path) => pathId === ALL || path.id === pathId)
    .flatMap((path) =>
      path.questions.map((question) => ({
        key: `${path.id}/${question.id}`,
        title: question.title,
        text: question.text,
        pathName: path.name,
      })),
    )
    .filter(
      (question) =>
        !needle ||
        question.title.toLowerCase().includes(needle) ||
        question.text.toLowerCase().includes(needle),
    );
};

/** /admin/questions: a read-only search across the questions of every path. */
export const QuestionsRoute = () => {
  const list = usePaths();
  const [search, setSearch] = useState('');
  const [pathId, setPathId] = useState(ALL);

  const body = () => {
    if (list.isPending) return <LoadingNotice />;
    if (list.isError)
      return (
        <ErrorNotice title={T.fetchPathsFailed} error={list.error} onRetry={() => void list.refetch()} />
      );
    const found = findQuestions(list.data, search, pathId);
    return (
      <Stack gap="md">
        <Group gap="md" align="flex-end" grow>
          <TextInput
            label={T.searchQuestionsLabel}
            placeholder={T.searchQuestions}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <NativeSelect
            label={T.pathFilterLabel}
            value={pathId}
            onChange={(event) => setPathId(event.currentTarget.value)}
            data={[
              { value: ALL, label: T.allPaths },
              ...list.data.map((path) => ({ value: path.id, label: path.name })),
            ]}
          />
        </Group>
        <Text c="dimmed" role="status">
          {T.questionCount(found.length)}
        </Text>
        {found.length === 0 ? (
          <Text>{T.noQuestionsFound}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {found.map((question) => (
              <Card component="li" key={question.key} withBorder padding="md">
                <Title order={2} fz="h4">
                  {question.title}{' '}
                  <Text component="span" c="dimmed" fz="md" fw={400}>
                    ({question.pathName})
                  </Text>
                </Title>
                <Text mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {question.text}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    );
  };

  return <AdminPage title={T.questionsTitle}>{body()}</AdminPage>;
};
