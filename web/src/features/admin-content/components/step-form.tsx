import { Button, Card, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { STEP_TYPES } from '#shared/constants.ts';
import type { JourneyStep, StepInput, StepType } from '@/lib/queries/journeys';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';
import { ErrorNotice } from './error-notice.tsx';
import type { PickerOption } from './ordered-picker.tsx';

export interface StepDraft {
  name: string;
  description: string;
  stepType: StepType;
  stepConfig: { pathId?: string; formatId?: string };
}

export const stepDraftOf = (step?: JourneyStep): StepDraft => ({
  name: step?.name ?? '',
  description: step?.description ?? '',
  stepType: step?.stepType ?? 'interview',
  stepConfig: { ...(step?.stepConfig ?? {}) },
});

/** Changing a step's type resets its configuration (part B §4). */
export const withStepType = (draft: StepDraft, stepType: StepType): StepDraft => ({
  ...draft,
  stepType,
  stepConfig: {},
});

/** A choice of one of `options` by name, or none (`none` says to choose one). */
const ChoiceSelect = ({
  label,
  none,
  options,
  value,
  onChange,
}: {
  label: string;
  none: string;
  options: readonly { id: string; name: string }[];
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) => (
  <NativeSelect
    label={label}
    value={value ?? ''}
    onChange={(event) => onChange(event.currentTarget.value || undefined)}
    data={[
      { value: '', label: none },
      ...options.map((option) => ({ value: option.id, label: option.name })),
    ]}
  />
);

/** The step types that use a path or a format: the configuration field that holds it, and its choice's words. */
const CHOICES: Partial<Record<StepType, { field: 'pathId' | 'formatId'; label: string; none: string }>> = {
  interview: { field: 'pathId', label: T.stepPath, none: T.choosePath },
  generateFormat: { field: 'formatId', label: T.stepFormat, none: T.chooseFormat },
};

interface StepFormProps {
  title: string;
  step?: JourneyStep;
  paths: PickerOption[];
  formats: PickerOption[];
  saving: boolean;
  error?: unknown;
  onSave: (body: StepInput) => void;
  onCancel: () => void;
}

/** Adds or edits one step: name (required), description, type, and the path or format its type uses. */
export const StepForm = ({ title, step, paths, formats, saving, error, onSave, onCancel }: StepFormProps) => {
  const [draft, setDraft] = useState(() => stepDraftOf(step));
  const [nameMissing, setNameMissing] = useState(false);
  const choice = CHOICES[draft.stepType];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!draft.name.trim()) return setNameMissing(true);
    setNameMissing(false);
    onSave({
      name: draft.name.trim(),
      description: draft.description,
      stepType: draft.stepType,
      stepConfig: draft.stepConfig,
    });
  };
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} fz="h4">
            {title}
          </Title>
          {error !== undefined && <ErrorNotice title={T.saveStepFailed} error={error} />}
          <TextInput
            label={T.stepName}
            required
            value={draft.name}
            error={nameMissing ? T.stepNameRequired : undefined}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          />
          <Textarea
            label={T.stepDescription}
            autosize
            minRows={2}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          />
          <NativeSelect
            label={T.stepType}
            value={draft.stepType}
            onChange={(event) => setDraft(withStepType(draft, event.currentTarget.value as StepType))}
            data={STEP_TYPES.map((type) => ({ value: type, label: T.stepTypeLabels[type] }))}
          />
          {choice && (
            <ChoiceSelect
              key={choice.field}
              label={choice.label}
              none={choice.none}
              options={choice.field === 'pathId' ? paths : formats}
              value={draft.stepConfig[choice.field]}
              onChange={(id) => setDraft({ ...draft, stepConfig: { [choice.field]: id } })}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {T.saveStep}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};
