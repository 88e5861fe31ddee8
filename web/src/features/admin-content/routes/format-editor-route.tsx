import '../styles.ts';
import {
  Box,
  Button,
  Card,
  Code,
  Group,
  NativeSelect,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { type Format, useFormat, useSaveFormat } from '../api/formats.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ErrorNotice, LoadingNotice } from '../components/error-notice.tsx';
import { adminPaths, isCreateMode } from '../lib/admin-paths.ts';
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
            <Stack gap="md">
              <Title order={2} fz="h3">
                {T.basicInformation}
              </Title>
              <TextInput
                label={T.formatName}
                required
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <Textarea
                label={T.description}
                autosize
                minRows={2}
                value={description}
                onChange={(event) => setDescription(event.currentTarget.value)}
              />
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
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} fz="h3">
                {T.generationInstructions}
              </Title>
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
            </Stack>
          </Card>
          <Group justify="flex-end" gap="md">
            <Button component={Link} to={adminPaths.formats} variant="default">
              {T.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending || blank}>
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminPage>
  );
};

/** /admin/formats/new and /admin/formats/{id}: create or edit a format. */
export const FormatEditorRoute = () => {
  const { id } = useParams();
  const { pathname } = useLocation();
  const creating = isCreateMode(id, pathname);
  const loaded = useFormat(creating ? undefined : id);

  if (creating || !id) return <FormatForm />;
  if (loaded.isPending) return <LoadingNotice />;
  if (loaded.isError)
    return (
      <AdminPage title={T.editFormatTitle} back={{ to: adminPaths.formats, label: T.backToFormats }}>
        <ErrorNotice title={T.fetchFormatFailed} error={loaded.error} onRetry={() => void loaded.refetch()} />
      </AdminPage>
    );
  return <FormatForm key={loaded.data.id} id={id} format={loaded.data} />;
};

export { FormatEditorRoute as Component };
