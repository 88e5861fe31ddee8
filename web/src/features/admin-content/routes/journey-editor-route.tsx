import '../styles.ts';
import { Card, Tabs, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { useAdminFormats } from '@/lib/queries/formats';
import { type Journey, useJourney, useSaveJourney } from '@/lib/queries/journeys';
import { usePaths } from '../api/paths.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { EditorActions, EditorCard, EditorRoute, NameAndDescription } from '../components/editor-page.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { OrderedPicker, type PickerOption } from '../components/ordered-picker.tsx';
import { ScopeBadge } from '../components/scope-badge.tsx';
import { StepsEditor } from '../components/steps-editor.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
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
  const formats = useAdminFormats();
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
          <NameAndDescription
            nameLabel={T.journeyName}
            name={name}
            onName={setName}
            description={description}
            onDescription={setDescription}
          />
        </form>
      </Card>
      <EditorCard title={T.journeyConfiguration}>
        <Tabs defaultValue="paths" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="paths">{T.legacyPaths}</Tabs.Tab>
            <Tabs.Tab value="steps">{T.newSteps}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="paths" pt="md">
            <OrderedPicker
              ordered
              loading={paths.isPending}
              texts={T.pathPicker}
              selected={pathIds}
              options={pathChoices}
              onChange={setPathIds}
            />
          </Tabs.Panel>
          <Tabs.Panel value="steps" pt="md">
            {journey ? (
              <StepsEditor journeyId={journey.id} paths={pathChoices} formats={formatChoices} />
            ) : (
              <Text>{T.saveJourneyFirst}</Text>
            )}
          </Tabs.Panel>
        </Tabs>
      </EditorCard>
      <EditorCard title={T.targetFormats}>
        <Text c="dimmed">{T.targetFormatsHint}</Text>
        <OrderedPicker
          loading={formats.isPending}
          texts={T.formatPicker}
          selected={formatIds}
          options={formatChoices}
          onChange={setFormatIds}
        />
      </EditorCard>
      <EditorActions cancelTo={adminPaths.journeys} form={FORM_ID} disabled={save.isPending || blank}>
        {save.isPending ? T.saving : creating ? T.createJourney : T.saveChanges}
      </EditorActions>
    </AdminPage>
  );
};

/** /admin/journeys/new and /admin/journeys/{id}: create or edit a journey and its steps. */
export const JourneyEditorRoute = () => (
  <EditorRoute
    useItem={useJourney}
    title={T.editJourneyTitle}
    back={{ to: adminPaths.journeys, label: T.backToJourneys }}
    failedTitle={T.fetchJourneyFailed}
    form={({ item }) => <JourneyForm key={item?.id} journey={item} />}
  />
);
