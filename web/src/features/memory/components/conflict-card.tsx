import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import lists from '@/components/plain-list.module.css';
import { StatusMessage } from '@/components/status-message';
import { type Resolution, useResolveConflict } from '@/lib/queries/memory';
import type { ConflictChoice, ShownConflict } from '../lib/memory-view.ts';
import { MEMORY_TEXTS } from '../texts.ts';
import classes from './memory.module.css';
import { SourceList } from './source-list.tsx';

/** One of the values Walt heard: the value, the narrator's words it came from, and "This one is right". */
const Choice = ({
  choice,
  busy,
  choosing,
  onChoose,
}: {
  choice: ConflictChoice;
  busy: boolean;
  choosing: boolean;
  onChoose: () => void;
}) => {
  const valueId = useId();
  return (
    <li className={classes.fact}>
      <Stack gap="sm">
        <Text fw={700} fz="xl" id={valueId}>
          {choice.value}
        </Text>
        <SourceList sources={choice.fact?.sources ?? []} />
        <Button
          w="fit-content"
          aria-describedby={valueId}
          loading={choosing}
          disabled={busy && !choosing}
          onClick={onChoose}
        >
          {MEMORY_TEXTS.thisOneIsRight}
        </Button>
      </Stack>
    </li>
  );
};

/** "Neither — let me type it": the right answer typed, then Save. */
const TypedAnswer = ({
  busy,
  onSave,
  onCancel,
}: {
  busy: boolean;
  onSave: (value: string) => void;
  onCancel: () => void;
}) => {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setMissing(true);
    setMissing(false);
    onSave(value.trim());
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          ref={field}
          label={MEMORY_TEXTS.rightAnswer}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={missing ? MEMORY_TEXTS.valueMissing : undefined}
          maxLength={200}
          autoComplete="off"
          required
        />
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            {MEMORY_TEXTS.save}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {MEMORY_TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** A contradiction Walt heard ("1961" and "1962"): each value with its source, and the narrator settles it. */
export const ConflictCard = ({ shown: { conflict, title, choices } }: { shown: ShownConflict }) => {
  const titleId = useId();
  const resolve = useResolveConflict();
  const [typing, setTyping] = useState(false);
  const [failed, setFailed] = useState(false);
  const neither = useRef<HTMLButtonElement>(null);

  const settle = (resolution: Resolution) => {
    setFailed(false);
    resolve.mutate({ id: conflict.id, resolution }, { onError: () => setFailed(true) });
  };
  const chosen = resolve.isPending ? resolve.variables?.resolution.factId : undefined;

  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} id={titleId}>
          {title}
        </Title>
        {failed && <StatusMessage tone="error">{MEMORY_TEXTS.saveFailed}</StatusMessage>}
        <ul className={lists.list}>
          {choices.map((choice) => (
            <Choice
              key={choice.factId}
              choice={choice}
              busy={resolve.isPending}
              choosing={chosen === choice.factId}
              onChoose={() => settle({ factId: choice.factId })}
            />
          ))}
        </ul>
        {typing ? (
          <TypedAnswer
            busy={resolve.isPending && chosen === undefined}
            onSave={(value) => settle({ value })}
            onCancel={() => {
              setTyping(false);
              requestAnimationFrame(() => neither.current?.focus());
            }}
          />
        ) : (
          <Button
            ref={neither}
            variant="default"
            w="fit-content"
            disabled={resolve.isPending}
            onClick={() => setTyping(true)}
          >
            {MEMORY_TEXTS.neither}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
