import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type JourneyStep,
  useDeleteStep,
  useReorderSteps,
  useSaveStep,
  useSteps,
} from '@/lib/queries/journeys';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';
import { useConfirm } from './confirm-dialog.tsx';
import { ErrorNotice, LoadingNotice } from './error-notice.tsx';
import { IconAction, MoveButtons } from './icon-action.tsx';
import type { PickerOption } from './ordered-picker.tsx';
import { StepForm } from './step-form.tsx';

/** The step ids after swapping the step at `index` with its neighbour `index + by` (part B §4). */
export const swapStep = (steps: JourneyStep[], index: number, by: -1 | 1): string[] => {
  const ids = steps.map((step) => step.id);
  const other = index + by;
  if (other < 0 || other >= ids.length) return ids;
  [ids[index], ids[other]] = [ids[other] as string, ids[index] as string];
  return ids;
};

interface StepsEditorProps {
  journeyId: string;
  paths: PickerOption[];
  formats: PickerOption[];
}

type Editing = { mode: 'new' } | { mode: 'edit'; step: JourneyStep; position: number };

/** The journey's steps: Step N, type, name, description and chosen path or format; add, edit, move, delete. */
export const StepsEditor = ({ journeyId, paths, formats }: StepsEditorProps) => {
  const steps = useSteps(journeyId);
  const save = useSaveStep(journeyId);
  const remove = useDeleteStep(journeyId);
  const reorder = useReorderSteps(journeyId);
  const [editing, setEditing] = useState<Editing>();
  const [saveError, setSaveError] = useState<unknown>();
  const [failure, setFailure] = useState<{ title: string; error: unknown }>();
  const nameOf = (options: PickerOption[], id?: string) =>
    id ? (options.find((option) => option.id === id)?.name ?? id) : undefined;

  const confirm = useConfirm<JourneyStep>(
    () => ({ title: T.deleteStepTitle, message: T.deleteStepMessage }),
    (step) =>
      remove.mutateAsync(step.id).catch((error: unknown) => {
        setFailure({ title: T.deleteStepFailed, error });
        throw error;
      }),
  );

  const open = (next: Editing) => {
    setSaveError(undefined);
    setFailure(undefined);
    setEditing(next);
  };
  /** Opens the form for a new step. */
  const newStepButton = (label: string) => (
    <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => open({ mode: 'new' })}>
      {label}
    </Button>
  );
  const move = (list: JourneyStep[], index: number, by: -1 | 1) => {
    setFailure(undefined);
    reorder.mutate(swapStep(list, index, by), {
      onError: (error) => setFailure({ title: T.reorderStepsFailed, error }),
    });
  };

  if (steps.isPending) return <LoadingNotice />;
  if (steps.isError)
    return (
      <ErrorNotice title={T.fetchStepsFailed} error={steps.error} onRetry={() => void steps.refetch()} />
    );

  const list = steps.data;
  const form = editing && (
    <StepForm
      key={editing.mode === 'edit' ? editing.step.id : 'new'}
      title={editing.mode === 'edit' ? T.editStepTitle(editing.position) : T.newStepTitle}
      step={editing.mode === 'edit' ? editing.step : undefined}
      paths={paths}
      formats={formats}
      saving={save.isPending}
      error={saveError}
      onCancel={() => setEditing(undefined)}
      onSave={(body) =>
        save.mutate(
          { stepId: editing.mode === 'edit' ? editing.step.id : undefined, body },
          { onSuccess: () => setEditing(undefined), onError: (error) => setSaveError(error) },
        )
      }
    />
  );

  return (
    <Stack gap="md">
      {failure && <ErrorNotice title={failure.title} error={failure.error} />}
      {list.length === 0 && !editing ? (
        <Stack align="flex-start" gap="sm">
          <Text>{T.noSteps}</Text>
          {newStepButton(T.createFirstStep)}
        </Stack>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.steps}>
          {list.map((step, index) => {
            const position = index + 1;
            const pathName =
              step.stepType === 'interview' ? nameOf(paths, step.stepConfig?.pathId) : undefined;
            const formatName =
              step.stepType === 'generateFormat' ? nameOf(formats, step.stepConfig?.formatId) : undefined;
            return (
              <Card component="li" key={step.id} withBorder padding="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4}>
                    <Group gap="sm">
                      <Title order={3} fz="h5">
                        {T.stepHeading(position)}
                      </Title>
                      <Badge variant="light" color="blue.9">
                        {T.stepTypeLabels[step.stepType]}
                      </Badge>
                    </Group>
                    <Text fw={600}>{step.name}</Text>
                    {step.description && <Text c="dimmed">{step.description}</Text>}
                    {pathName && <Text fz="sm">{T.stepPathShown(pathName)}</Text>}
                    {formatName && <Text fz="sm">{T.stepFormatShown(formatName)}</Text>}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <MoveButtons
                      upLabel={T.moveStepUp(position)}
                      downLabel={T.moveStepDown(position)}
                      index={index}
                      count={list.length}
                      busy={reorder.isPending}
                      onMove={(by) => move(list, index, by)}
                    />
                    <IconAction
                      label={T.editStep(position)}
                      icon={IconPencil}
                      onClick={() => open({ mode: 'edit', step, position })}
                    />
                    <IconAction
                      label={T.deleteStep(position)}
                      icon={IconTrash}
                      danger
                      onClick={() => {
                        setFailure(undefined);
                        confirm.ask(step);
                      }}
                    />
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      {form}
      {list.length > 0 && !editing && <Group>{newStepButton(T.addStep)}</Group>}
      {confirm.modal}
    </Stack>
  );
};
