import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusMessage } from '@/components/status-message';
import { useMemory, useUpdatePreferredName } from '@/lib/queries/memory';
import { PREFERRED_NAME_TEXTS } from '../texts';

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * "What Walt calls you" on /profile: the name Walt greets the narrator by, as the memory holds it, with Save.
 * An empty name goes back to what the narrator told Walt. A memory that cannot be read leaves the field empty.
 */
export const PreferredNameCard = () => {
  const memory = useMemory();
  const update = useUpdatePreferredName();
  const [draft, setDraft] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const current = memory.data?.preferredName?.value ?? '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const value = (draft ?? current).trim();
    update.mutate(value, {
      onSuccess: ({ preferredName }) => {
        setDraft(preferredName?.value ?? '');
        setOutcome({
          tone: 'success',
          text: value ? PREFERRED_NAME_TEXTS.saved : PREFERRED_NAME_TEXTS.cleared,
        });
      },
      onError: () => setOutcome({ tone: 'error', text: PREFERRED_NAME_TEXTS.failed }),
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="preferred-name-title">
        <Stack gap="md">
          <Title order={2} fz="h3" id="preferred-name-title">
            {PREFERRED_NAME_TEXTS.title}
          </Title>
          {outcome && <StatusMessage tone={outcome.tone}>{outcome.text}</StatusMessage>}
          <TextInput
            label={PREFERRED_NAME_TEXTS.label}
            description={PREFERRED_NAME_TEXTS.hint}
            value={draft ?? current}
            onChange={(event) => {
              setOutcome(undefined);
              setDraft(event.currentTarget.value);
            }}
            disabled={memory.isPending}
            maxLength={60}
            autoComplete="nickname"
            w={{ base: '100%', sm: 360 }}
          />
          <Button type="submit" loading={update.isPending} disabled={memory.isPending} w="fit-content">
            {PREFERRED_NAME_TEXTS.save}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
};
