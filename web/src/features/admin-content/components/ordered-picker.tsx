import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

export interface PickerOption {
  id: string;
  name: string;
  /** Shown beside the name (a format's scope badge). */
  extra?: ReactNode;
}

interface OrderedPickerProps {
  selectedTitle: string;
  availableTitle: string;
  emptySelected: string;
  emptyAvailable: string;
  /** The chosen ids, in order. */
  selected: string[];
  options: PickerOption[];
  onChange: (ids: string[]) => void;
  /** Whether the chosen list's order matters (move up and down shown). */
  ordered?: boolean;
}

const swap = (ids: string[], index: number, other: number) => {
  const next = [...ids];
  [next[index], next[other]] = [next[other] as string, next[index] as string];
  return next;
};

/** Chosen items (ordered, with move up, move down and remove) above the others, each with Add; each id once. */
export const OrderedPicker = ({
  selectedTitle,
  availableTitle,
  emptySelected,
  emptyAvailable,
  selected,
  options,
  onChange,
  ordered = false,
}: OrderedPickerProps) => {
  const byId = new Map(options.map((option) => [option.id, option]));
  const available = options.filter((option) => !selected.includes(option.id));
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {selectedTitle}
        </Title>
        {selected.length === 0 ? (
          <Text c="dimmed">{emptySelected}</Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {selected.map((id, index) => {
              const option = byId.get(id) ?? { id, name: id };
              return (
                <Paper component="li" key={id} withBorder p="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="sm">
                      {ordered && <Text c="dimmed">{index + 1}.</Text>}
                      <Text fw={600}>{option.name}</Text>
                      {option.extra}
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      {ordered && (
                        <>
                          <ActionIcon
                            variant="subtle"
                            size="lg"
                            aria-label={T.moveUpLabel(option.name)}
                            disabled={index === 0}
                            onClick={() => onChange(swap(selected, index, index - 1))}
                          >
                            <IconArrowUp size={18} aria-hidden="true" />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            size="lg"
                            aria-label={T.moveDownLabel(option.name)}
                            disabled={index === selected.length - 1}
                            onClick={() => onChange(swap(selected, index, index + 1))}
                          >
                            <IconArrowDown size={18} aria-hidden="true" />
                          </ActionIcon>
                        </>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        size="lg"
                        aria-label={T.removeLabel(option.name)}
                        onClick={() => onChange(selected.filter((other) => other !== id))}
                      >
                        <IconX size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {availableTitle}
        </Title>
        {available.length === 0 ? (
          <Text c="dimmed">{emptyAvailable}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {available.map((option) => (
              <Paper component="li" key={option.id} withBorder p="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm">
                    <Text>{option.name}</Text>
                    {option.extra}
                  </Group>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPlus size={14} aria-hidden="true" />}
                    aria-label={T.addLabel(option.name)}
                    onClick={() => onChange([...selected, option.id])}
                  >
                    {T.add}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
};
