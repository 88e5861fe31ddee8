import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { StatusMessage } from '@/components/status-message';
import { useForgetFact, useUpdateFact } from '@/lib/queries/memory';
import type { ShownFact } from '../lib/memory-view.ts';
import { MEMORY_TEXTS } from '../texts.ts';
import { AlternativeList } from './alternative-list.tsx';
import { FactAction } from './fact-action.tsx';
import { FactEditor } from './fact-editor.tsx';
import { ForgetModal } from './forget-modal.tsx';
import classes from './memory.module.css';
import { SourceList } from './source-list.tsx';

/**
 * One fact Walt remembers, with where it came from, and the narrator's say over it: Edit (the value and
 * the year), Confirm, and Forget (after asking). Each control is described by the fact it acts on.
 */
export const FactItem = ({ shown: { fact, label } }: { shown: ShownFact }) => {
  const labelId = useId();
  const confirm = useUpdateFact();
  const forget = useForgetFact();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);

  const onConfirm = () => {
    setProblem(undefined);
    confirm.mutate(
      { id: fact.id, change: { status: 'confirmed' } },
      { onError: () => setProblem(MEMORY_TEXTS.saveFailed) },
    );
  };

  const onForget = () => {
    setProblem(undefined);
    forget.mutate(fact.id, {
      onSuccess: () => setAsking(false),
      onError: () => {
        setAsking(false);
        setProblem(MEMORY_TEXTS.forgetFailed);
      },
    });
  };

  /** Opens the editor or the Forget question, clearing the last problem shown. */
  const clearProblemThen = (open: (opened: boolean) => void) => () => {
    setProblem(undefined);
    open(true);
  };

  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li className={classes.fact}>
      <Stack gap="sm">
        <Group gap="sm" align="center">
          <Text fw={700} fz="lg" id={labelId}>
            {label}
          </Text>
          {fact.status === 'confirmed' && (
            <Badge variant="light" size="lg" leftSection={<IconCheck size={16} aria-hidden="true" />}>
              {MEMORY_TEXTS.confirmed}
            </Badge>
          )}
        </Group>
        {fact.status === 'conflicted' && <Text c="dimmed">{MEMORY_TEXTS.notSettled}</Text>}
        <SourceList sources={fact.sources} />
        <AlternativeList fact={fact} />
        {problem && <StatusMessage tone="error">{problem}</StatusMessage>}
        {editing ? (
          <FactEditor fact={fact} label={label} onDone={closeEditor} />
        ) : (
          <Group gap="sm">
            <FactAction
              ref={editButton}
              icon={IconPencil}
              describedBy={labelId}
              onClick={clearProblemThen(setEditing)}
            >
              {MEMORY_TEXTS.edit}
            </FactAction>
            {fact.status !== 'confirmed' && (
              <FactAction
                icon={IconCheck}
                describedBy={labelId}
                loading={confirm.isPending}
                onClick={onConfirm}
              >
                {MEMORY_TEXTS.confirm}
              </FactAction>
            )}
            <FactAction
              icon={IconTrash}
              describedBy={labelId}
              variant="default"
              onClick={clearProblemThen(setAsking)}
            >
              {MEMORY_TEXTS.forget}
            </FactAction>
          </Group>
        )}
      </Stack>
      <ForgetModal
        opened={asking}
        label={label}
        forgetting={forget.isPending}
        onCancel={() => setAsking(false)}
        onForget={onForget}
      />
    </li>
  );
};
