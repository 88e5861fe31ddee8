// Styles of the Mantine components this form adds to the shell's (loaded with the lazy route).
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { StatusMessage } from '@/components/status-message';
import { type Fact, type FactChange, type FactDate, useUpdateFact } from '@/lib/queries/memory';
import { MEMORY_TEXTS } from '../texts.ts';

const sameDate = (a: FactDate | null, b: FactDate | null) =>
  a === b || (a !== null && b !== null && a.year === b.year && a.approx === b.approx && a.month === b.month);

/** The year typed, as a date (the month kept while the year stays); `invalid` when it is not a year. */
const dateOf = (typed: string, approx: boolean, before: FactDate | null): FactDate | null | 'invalid' => {
  const text = typed.trim();
  if (!text) return null;
  const year = Number(text);
  if (!/^\d{4}$/.test(text) || year < 1000 || year > 2999) return 'invalid';
  const month = before?.year === year ? before.month : undefined;
  return month === undefined ? { year, approx } : { year, month, approx };
};

interface FactEditorProps {
  fact: Fact;
  label: string;
  /** The form closed: saved (`true`) or cancelled. */
  onDone: (saved: boolean) => void;
}

/** Edit a fact: its value (a person, place or organisation) and its year, exact or approximate. */
export const FactEditor = ({ fact, label, onDone }: FactEditorProps) => {
  const update = useUpdateFact();
  const hasValue = fact.value.trim() !== '';
  const [value, setValue] = useState(fact.value);
  const [year, setYear] = useState(fact.date ? String(fact.date.year) : '');
  const [approx, setApprox] = useState(fact.date?.approx ?? false);
  const [problem, setProblem] = useState<{ field: 'value' | 'year' | 'save'; text: string }>();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => first.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const nextValue = value.trim();
    if (hasValue && !nextValue) return setProblem({ field: 'value', text: MEMORY_TEXTS.valueMissing });
    const nextDate = dateOf(year, approx, fact.date);
    if (nextDate === 'invalid') return setProblem({ field: 'year', text: MEMORY_TEXTS.yearInvalid });
    const change: FactChange = {
      ...(hasValue && nextValue !== fact.value ? { value: nextValue } : {}),
      ...(sameDate(fact.date, nextDate) ? {} : { date: nextDate }),
    };
    if (Object.keys(change).length === 0) return onDone(false);
    setProblem(undefined);
    update.mutate(
      { id: fact.id, change },
      {
        onSuccess: () => onDone(true),
        onError: () => setProblem({ field: 'save', text: MEMORY_TEXTS.saveFailed }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={MEMORY_TEXTS.editing(label)}>
      <Stack gap="sm">
        {problem?.field === 'save' && <StatusMessage tone="error">{problem.text}</StatusMessage>}
        {hasValue && (
          <TextInput
            ref={first}
            label={MEMORY_TEXTS.valueLabel}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={problem?.field === 'value' ? problem.text : undefined}
            maxLength={200}
            required
          />
        )}
        <TextInput
          ref={hasValue ? undefined : first}
          label={MEMORY_TEXTS.yearLabel}
          description={MEMORY_TEXTS.yearHint}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
          error={problem?.field === 'year' ? problem.text : undefined}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          w={{ base: '100%', xs: 360 }}
        />
        <Checkbox
          label={MEMORY_TEXTS.approxLabel}
          checked={approx}
          onChange={(event) => setApprox(event.currentTarget.checked)}
          size="md"
        />
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {MEMORY_TEXTS.save}
          </Button>
          <Button variant="default" onClick={() => onDone(false)} disabled={update.isPending}>
            {MEMORY_TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
