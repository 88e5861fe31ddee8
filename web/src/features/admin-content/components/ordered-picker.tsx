import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';
import { LoadingNotice } from './error-notice.tsx';
import { IconAction, MoveButtons } from './icon-action.tsx';

export interface PickerOption {
  id: string;
  name: string;
  /** Shown beside the name (a format's scope badge). */
  extra?: ReactNode;
}

/** The picker's words: the two lists' headings, and what each says when it has nothing. */
export interface PickerTexts {
  selectedTitle: string;
  emptySelected: string;
  availableTitle: string;
  emptyAvailable: string;
}

interface OrderedPickerProps {
  texts: PickerTexts;
  /** The chosen ids, in order. */
  selected: string[];
  options: PickerOption[];
  onChange: (ids: string[]) => void;
  /** Whether the chosen list's order matters (move up and down shown). */
  ordered?: boolean;
  /** The options are still loading. */
  loading?: boolean;
}

const swap = (ids: string[], index: number, other: number) => {
  const next = [...ids];
  [next[index], next[other]] = [next[other] as string, next[index] as string];
  return next;
};

/** One of the picker's two lists: its heading, then its items, or the words for none. */
const PickerList = ({
  title,
  empty,
  list,
  children,
}: {
  title: string;
  empty: string;
  list: 'ol' | 'ul';
  children: ReactNode[];
}) => (
  <Stack gap="xs">
    <Title order={3} fz="h5">
      {title}
    </Title>
    {children.length === 0 ? (
      <Text c="dimmed">{empty}</Text>
    ) : (
      <Stack component={list} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    )}
  </Stack>
);

/** An item of either list: its name (numbered when the order matters) and what is shown beside it, then its actions. */
const PickerItem = ({
  option,
  number,
  strong,
  children,
}: {
  option: PickerOption;
  number?: number;
  strong?: boolean;
  children: ReactNode;
}) => (
  <Paper component="li" withBorder p="xs">
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm">
        {number !== undefined && <Text c="dimmed">{number}.</Text>}
        <Text fw={strong ? 600 : undefined}>{option.name}</Text>
        {option.extra}
      </Group>
      {children}
    </Group>
  </Paper>
);

/**
 * Chosen items (ordered, with move up, move down and remove) above the others, each with Add; each id once.
 * While the options load, a loading notice instead.
 */
export const OrderedPicker = ({
  texts: { selectedTitle, emptySelected, availableTitle, emptyAvailable },
  selected,
  options,
  onChange,
  ordered = false,
  loading = false,
}: OrderedPickerProps) => {
  if (loading) return <LoadingNotice />;
  const byId = new Map(options.map((option) => [option.id, option]));
  const available = options.filter((option) => !selected.includes(option.id));
  return (
    <Stack gap="md">
      <PickerList title={selectedTitle} empty={emptySelected} list="ol">
        {selected.map((id, index) => {
          const option = byId.get(id) ?? { id, name: id };
          return (
            <PickerItem key={id} option={option} number={ordered ? index + 1 : undefined} strong>
              <Group gap={4} wrap="nowrap">
                {ordered && (
                  <MoveButtons
                    upLabel={T.moveUpLabel(option.name)}
                    downLabel={T.moveDownLabel(option.name)}
                    index={index}
                    count={selected.length}
                    onMove={(by) => onChange(swap(selected, index, index + by))}
                  />
                )}
                <IconAction
                  label={T.removeLabel(option.name)}
                  icon={IconX}
                  danger
                  onClick={() => onChange(selected.filter((other) => other !== id))}
                />
              </Group>
            </PickerItem>
          );
        })}
      </PickerList>
      <PickerList title={availableTitle} empty={emptyAvailable} list="ul">
        {available.map((option) => (
          <PickerItem key={option.id} option={option}>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              aria-label={T.addLabel(option.name)}
              onClick={() => onChange([...selected, option.id])}
            >
              {T.add}
            </Button>
          </PickerItem>
        ))}
      </PickerList>
    </Stack>
  );
};
