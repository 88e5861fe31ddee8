import '../styles.ts';
import { Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Path, usePath, useSavePath } from '../api/paths.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { EditorRoute } from '../components/editor-page.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { MarkdownField } from '../components/markdown-field.tsx';
import { type DraftQuestion, draftQuestion, QuestionList } from '../components/question-list.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

interface PathDraft {
  name: string;
  displayName: string;
  introCardText: string;
  introScript: string;
  instructions: string;
  exitCriteria: string;
  questions: DraftQuestion[];
}

const draftOf = (path?: Path): PathDraft => ({
  name: path?.name ?? '',
  displayName: path?.displayName ?? '',
  introCardText: path?.introCardText ?? '',
  introScript: path?.introScript ?? '',
  instructions: path?.instructions ?? '',
  exitCriteria: path?.exitCriteria ?? '',
  questions: (path?.questions ?? []).map((question) => draftQuestion(question.title, question.text)),
});

type TextKey = Exclude<keyof PathDraft, 'questions'>;

/** The path's written settings, in the form's order: a line, a text area, or markdown with its preview. */
const PATH_FIELDS: {
  key: TextKey;
  kind: 'line' | 'text' | 'markdown';
  label: string;
  hint: string;
  required?: true;
}[] = [
  { key: 'name', kind: 'line', label: T.pathNameField, hint: T.pathNameHint, required: true },
  { key: 'displayName', kind: 'line', label: T.displayName, hint: T.displayNameHint },
  { key: 'introCardText', kind: 'text', label: T.introCardText, hint: T.introCardTextHint },
  { key: 'introScript', kind: 'text', label: T.introScript, hint: T.introScriptHint },
  { key: 'instructions', kind: 'markdown', label: T.instructions, hint: T.markdownHint, required: true },
  { key: 'exitCriteria', kind: 'text', label: T.exitCriteria, hint: T.exitCriteriaHint },
];

interface PathFormProps {
  creating: boolean;
  id?: string;
  path?: Path;
}

const FORM_ID = 'path-form';

const PathForm = ({ creating, id, path }: PathFormProps) => {
  const navigate = useNavigate();
  const save = useSavePath();
  const [draft, setDraft] = useState(() => draftOf(path));
  const [error, setError] = useState<{ title: string; error?: unknown }>();
  const set = (change: Partial<PathDraft>) => setDraft((current) => ({ ...current, ...change }));
  const blank = !draft.name.trim() || !draft.instructions.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return setError({ title: T.nameAndInstructionsRequired });
    if (!creating && (!id || id === 'new')) return setError({ title: T.invalidPathId });
    setError(undefined);
    const body = {
      name: draft.name.trim(),
      displayName: draft.displayName,
      introCardText: draft.introCardText,
      introScript: draft.introScript,
      instructions: draft.instructions,
      exitCriteria: draft.exitCriteria,
      questions: draft.questions.map(({ title, text }) => ({ title, text })),
    };
    save.mutate(
      { id: creating ? undefined : id, body },
      {
        onSuccess: () => navigate(adminPaths.paths),
        onError: (failure) => setError({ title: T.savePathFailed, error: failure }),
      },
    );
  };

  const saveButton = (
    <Button type="submit" form={FORM_ID} disabled={save.isPending || blank} loading={save.isPending}>
      {save.isPending ? T.saving : T.savePath}
    </Button>
  );
  const testable = !creating && id && path?.name.trim();

  return (
    <AdminPage
      title={creating ? T.createPathTitle : T.editPathTitle}
      back={{ to: adminPaths.paths, label: T.backToPaths }}
      actions={
        <>
          {testable && (
            <Button
              variant="default"
              leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
              onClick={() => window.open(adminPaths.testPath(id), '_blank', 'noopener')}
            >
              {T.testPath}
            </Button>
          )}
          {saveButton}
        </>
      }
    >
      {error && <ErrorNotice title={error.title} error={error.error} />}
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Card withBorder padding="lg">
            <Stack gap="md">
              {PATH_FIELDS.map(({ key, kind, label, hint, required }) => {
                const field = { label, description: hint, required, value: draft[key] };
                const change = (value: string) => set({ [key]: value });
                if (kind === 'markdown') return <MarkdownField key={key} {...field} onChange={change} />;
                const Input = kind === 'line' ? TextInput : Textarea;
                const lines = kind === 'text' ? { autosize: true, minRows: 2 } : {};
                return (
                  <Input
                    key={key}
                    {...field}
                    {...lines}
                    onChange={(event) => change(event.currentTarget.value)}
                  />
                );
              })}
            </Stack>
          </Card>
          <QuestionList questions={draft.questions} onChange={(questions) => set({ questions })} />
          <Group justify="flex-end" gap="md">
            {blank && <Text c="dimmed">{T.nameAndInstructionsRequired}</Text>}
            {saveButton}
          </Group>
        </Stack>
      </form>
    </AdminPage>
  );
};

/** /admin/paths/new and /admin/paths/{id}: create or edit a path. */
export const PathEditorRoute = () => (
  <EditorRoute
    useItem={usePath}
    title={T.editPathTitle}
    back={{ to: adminPaths.paths, label: T.backToPaths }}
    failedTitle={T.loadPathFailed}
    form={({ creating, id, item }) => <PathForm key={item?.id} creating={creating} id={id} path={item} />}
  />
);
