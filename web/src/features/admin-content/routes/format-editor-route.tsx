import '../styles.ts';
import { Box, Card, Code, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type AdminFormat as Format, useAdminFormat, useSaveFormat } from '@/lib/queries/formats';
import { AdminPage } from '../components/admin-page.tsx';
import { EditorActions, EditorCard, EditorRoute, NameAndDescription } from '../components/editor-page.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

type Scope = NonNullable<Format['contentScope']>;

interface FormatFormProps {
  id?: string;
  format?: Format;
}

const FormatForm = ({ id, format }: FormatFormProps) => {
  const navigate = useNavigate();
  const save = useSaveFormat();
  const creating = !id;
  const [name, setName] = useState(format?.name ?? '');
  const [description, setDescription] = useState(format?.description ?? '');
  const [contentScope, setContentScope] = useState<Scope>(format?.contentScope ?? 'current');
  const [writerPrompt, setWriterPrompt] = useState(format?.writerPrompt ?? '');
  const [failure, setFailure] = useState<unknown>();
  const blank = !name.trim() || !writerPrompt.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || save.isPending) return;
    setFailure(undefined);
    save.mutate(
      {
        id,
        body: { name: name.trim(), description, contentScope, writerPrompt, icon: format?.icon },
      },
      { onSuccess: () => navigate(adminPaths.formats), onError: (error) => setFailure(error) },
    );
  };

  const label = save.isPending ? T.saving : creating ? T.createFormat : T.saveChanges;
  return (
    <AdminPage
      title={creating ? T.newFormatTitle : T.editFormatTitle}
      back={{ to: adminPaths.formats, label: T.backToFormats }}
    >
      {failure !== undefined && <ErrorNotice title={T.saveFormatFailed} error={failure} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Card withBorder padding="lg">
            <NameAndDescription
              nameLabel={T.formatName}
              name={name}
              onName={setName}
              description={description}
              onDescription={setDescription}
            >
              <NativeSelect
                label={T.contentScope}
                required
                value={contentScope}
                onChange={(event) => setContentScope(event.currentTarget.value as Scope)}
                data={[
                  { value: 'current', label: T.scopeLabels.current ?? 'current' },
                  { value: 'all', label: T.scopeLabels.all ?? 'all' },
                ]}
              />
            </NameAndDescription>
          </Card>
          <EditorCard title={T.generationInstructions}>
            <Textarea
              label={T.creativeInstructions}
              description={T.creativeInstructionsHint}
              required
              autosize
              minRows={8}
              value={writerPrompt}
              onChange={(event) => setWriterPrompt(event.currentTarget.value)}
            />
            <Box>
              <Title order={3} fz="h5" mb={6} id="technical-instructions">
                {T.technicalInstructionsLabel}
              </Title>
              <Code
                block
                aria-labelledby="technical-instructions"
                style={{ whiteSpace: 'pre-wrap', fontSize: 'var(--mantine-font-size-sm)' }}
              >
                {T.technicalInstructions}
              </Code>
            </Box>
          </EditorCard>
          <EditorActions cancelTo={adminPaths.formats} disabled={save.isPending || blank}>
            {label}
          </EditorActions>
        </Stack>
      </form>
    </AdminPage>
  );
};

/** /admin/formats/new and /admin/formats/{id}: create or edit a format. */
export const FormatEditorRoute = () => (
  <EditorRoute
    useItem={useAdminFormat}
    title={T.editFormatTitle}
    back={{ to: adminPaths.formats, label: T.backToFormats }}
    failedTitle={T.fetchFormatFailed}
    form={({ id, item }) => <FormatForm key={item?.id} id={id} format={item} />}
  />
);
