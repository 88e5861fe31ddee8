import { Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import { StatusMessage } from '@/components/status-message';
import { type Fact, useUpdateFact } from '@/lib/queries/memory';
import { takeBody } from '../lib/memory-view.ts';
import { MEMORY_TEXTS } from '../texts.ts';
import { FactAction } from './fact-action.tsx';
import classes from './memory.module.css';
import { SourceList } from './source-list.tsx';

type Alternative = NonNullable<Fact['alternatives']>[number];

/**
 * A relative's different version of the narrator's fact (issue 25): "Ruth remembers it differently: 1962",
 * with their words, and "Use this instead" to take it (PUT /api/memory/facts/{id}). Leaving it is doing
 * nothing: the narrator's value stands, and the relative's version stays beside it as theirs.
 */
const AlternativeItem = ({ fact, alternative }: { fact: Fact; alternative: Alternative }) => {
  const textId = useId();
  const take = useUpdateFact();
  const [problem, setProblem] = useState<string>();
  const body = takeBody(fact, alternative);
  return (
    <li className={classes.source}>
      <Stack gap="xs">
        <Text fw={700} id={textId}>
          {FAMILY_TEXTS.remembersDifferently(alternative.author.name, alternative.label)}
        </Text>
        <SourceList sources={alternative.sources.map(({ author: _author, ...source }) => source)} />
        {problem && <StatusMessage tone="error">{problem}</StatusMessage>}
        {body && (
          <Group gap="sm">
            <FactAction
              icon={IconCheck}
              describedBy={textId}
              loading={take.isPending}
              onClick={() => {
                setProblem(undefined);
                take.mutate(
                  { id: fact.id, change: body },
                  { onError: () => setProblem(MEMORY_TEXTS.saveFailed) },
                );
              }}
            >
              {MEMORY_TEXTS.takeTheirs}
            </FactAction>
          </Group>
        )}
      </Stack>
    </li>
  );
};

/** How relatives remember a fact differently, under it. */
export const AlternativeList = ({ fact }: { fact: Fact }) =>
  fact.alternatives?.length ? (
    <Stack component="ul" gap="xs" className={classes.sources}>
      {fact.alternatives.map((alternative) => (
        <AlternativeItem
          key={`${alternative.author.name}|${alternative.label}`}
          fact={fact}
          alternative={alternative}
        />
      ))}
    </Stack>
  ) : null;
