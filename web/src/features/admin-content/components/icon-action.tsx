import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp, type TablerIcon } from '@tabler/icons-react';

interface IconActionProps {
  /** What the button does, for whoever cannot see the icon. */
  label: string;
  icon: TablerIcon;
  /** Red: the action removes something. */
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** An editor's small icon button (move, edit, remove), named by its label. */
export const IconAction = ({ label, icon: Icon, danger = false, disabled, onClick }: IconActionProps) => (
  <ActionIcon
    variant="subtle"
    color={danger ? 'red.9' : undefined}
    size="lg"
    aria-label={label}
    disabled={disabled}
    onClick={onClick}
  >
    <Icon size={18} aria-hidden="true" />
  </ActionIcon>
);

interface MoveButtonsProps {
  upLabel: string;
  downLabel: string;
  /** The item's place in the list, from 0, and the list's length: the first cannot go up, the last down. */
  index: number;
  count: number;
  /** Both off (while a move is saved). */
  busy?: boolean;
  onMove: (by: -1 | 1) => void;
}

/** Move up and move down for an item of an ordered list. */
export const MoveButtons = ({ upLabel, downLabel, index, count, busy = false, onMove }: MoveButtonsProps) => (
  <>
    <IconAction
      label={upLabel}
      icon={IconArrowUp}
      disabled={index === 0 || busy}
      onClick={() => onMove(-1)}
    />
    <IconAction
      label={downLabel}
      icon={IconArrowDown}
      disabled={index === count - 1 || busy}
      onClick={() => onMove(1)}
    />
  </>
);
