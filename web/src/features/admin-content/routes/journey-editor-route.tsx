import '../styles.ts';
import { Button, Card, Group, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { useFormats } from '../api/formats.ts';
import { type Journey, useJourney, useSaveJourney } from '../api/journeys.ts';
import { usePaths } from '../api/paths.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ErrorNotice, LoadingNotice } from '../components/error-notice.tsx';
import { OrderedPicker, type PickerOption } from '../components/ordered-picker.tsx';
import { ScopeBadge } from '../components/scope-badge.tsx';
import { StepsEditor } from '../components/steps-editor.tsx';
import { adminPaths, isCreateMode } from '../lib/admin-paths.ts';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

const FORM_ID = 'journey-form';

/** The paths to choose from: every path, plus (if the list failed) the ones the journey already has. */
const pathOptions = (
  all: { id: string; name: string; displayName?: string }[] | undefined,
  journey?: Journey,
) => {
  const options: PickerOption[] = (all ?? []).map((path) => ({ id: path.id, name: path.name }));
  for (const entry of journey?.paths ?? [])
    if (!options.some((option) => option.id === entry.pathId))
      options.push({ id: entry.pathId, name: entry.path?.name ?? entry.pathId });
  return options;
};

const JourneyForm = ({ journey }: { journey?: Journey }) => {
  const navigate = useNavigate();
  const save = useSaveJourney();
  const paths = usePaths();
  const formats = useFormats();
  const [name, setName] = useState(journey?.name ?? '');
  const [description, setDescription] = useState(journey?.description ?? '');
  const [pathIds, setPathIds] = useState(() =>
    [...(journey?.paths ?? [])].sort((a, b) => a.order - b.order).map((entry) => entry.pathId),
  );
  const [formatIds, setFormatIds] = useState(() => (journey?.formats ?? []).map((entry) => entry.formatId));
  const [failure, setFailure] = useState<unknown>();
  const blank = !name.trim();
  const creating = !journey;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || save.isPending) return;
    setFailure(undefined);
    save.mutate(
      { id: journey?.id, body: { name: name.trim(), description, pathIds, formatIds } },
      { onSuccess: () => navigate(adminPaths.journeys), onError: (error) => setFailure(error) },
    );
  };

  const pathChoices = pathOptions(paths.data, journey);
  const formatChoices: PickerOption[] = (formats.data ?? []).map((format) => ({
    id: format.id,
    name: format.name,
    extra: <ScopeBadge scope={format.contentScope} />,
  }));
  for (const id of formatIds)
    if (!formatChoices.some((option) => option.id === id)) formatChoices.push({ id, name: id });

  return (
    <AdminPage
      title={creating ? T.createJourneyTitle : T.editJourneyTitle}
      back={{ to: adminPaths.journeys, label: T.backToJourneys }}
    >
      {failure !== undefined && <ErrorNotice title={T.saveJourneyFailed} error={failure} />}
      {paths.isError && (
        <StatusMessage tone="info">
          <Text>{T.loadPathsLimited}</Text>
        </StatusMessage>
      )}
      {formats.isError && (
        <StatusMessage tone="info">
          <Text>{T.loadFormatsLimited}</Text>
        </StatusMessage>
      )}
      <Card withBorder padding="lg">
        <form id={FORM_ID} onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={2} fz="h3">
              {T.basicInformation}
            </Title>
            <TextInput
              label={T.journeyName}
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
          </Stack>
        </form>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} fz="h3">
            {T.journeyConfiguration}
          </Title>
          <Tabs defaultValue="paths" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="paths">{T.legacyPaths}</Tabs.Tab>
              <Tabs.Tab value="steps">{T.newSteps}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="paths" pt="md">
              {paths.isPending ? (
                <LoadingNotice />
              ) : (
                <OrderedPicker
                  ordered
                  selectedTitle={T.selectedPaths}
                  availableTitle={T.availablePaths}
                  emptySelected={T.noSelectedPaths}
                  emptyAvailable={T.noAvailablePaths}
                  selected={pathIds}
                  options={pathChoices}
                  onChange={setPathIds}
                />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="steps" pt="md">
              {journey ? (
                <StepsEditor journeyId={journey.id} paths={pathChoices} formats={formatChoices} />
              ) : (
                <Text>{T.saveJourneyFirst}</Text>
              )}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} fz="h3">
            {T.targetFormats}
          </Title>
          <Text c="dimmed">{T.targetFormatsHint}</Text>
          {formats.isPending ? (
            <LoadingNotice />
          ) : (
            <OrderedPicker
              selectedTitle={T.targetFormats}
              availableTitle={T.availableFormats}
              emptySelected={T.noTargetFormats}
              emptyAvailable={T.noAvailableFormats}
              selected={formatIds}
              options={formatChoices}
              onChange={setFormatIds}
            />
          )}
        </Stack>
      </Card>
      <Group justify="flex-end" gap="md">
        <Button component={Link} to={adminPaths.journeys} variant="default">
          {T.cancel}
        </Button>
        <Button type="submit" form={FORM_ID} disabled={save.isPending || blank}>
          {save.isPending ? T.saving : creating ? T.createJourney : T.saveChanges}
        </Button>
      </Group>
    </AdminPage>
  );
};

/** /admin/journeys/new and /admin/journeys/{id}: create or edit a journey and its steps. */
export const JourneyEditorRoute = () => {
  const { id } = useParams();
  const { pathname } = useLocation();
  const creating = isCreateMode(id, pathname);
  const loaded = useJourney(creating ? undefined : id);

  if (creating || !id) return <JourneyForm />;
  if (loaded.isPending) return <LoadingNotice />;
  if (loaded.isError)
    return (
      <AdminPage title={T.editJourneyTitle} back={{ to: adminPaths.journeys, label: T.backToJourneys }}>
        <ErrorNotice
          title={T.fetchJourneyFailed}
          error={loaded.error}
          onRetry={() => void loaded.refetch()}
        />
      </AdminPage>
    );
  return <JourneyForm key={loaded.data.id} journey={loaded.data} />;
};

export { JourneyEditorRoute as Component };
