import { Button, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

/** A small button acting on one fact (or a relative's version of it), described by what it acts on. */
export const FactAction = ({
  icon: ActionIcon,
  describedBy,
  variant = 'light',
  loading,
  onClick,
  ref,
  children,
}: {
  icon: TablerIcon;
  describedBy: string;
  variant?: ButtonProps['variant'];
  loading?: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) => (
  <Button
    ref={ref}
    variant={variant}
    size="sm"
    leftSection={<ActionIcon size={18} aria-hidden="true" />}
    aria-describedby={describedBy}
    loading={loading}
    onClick={onClick}
  >
    {children}
  </Button>
);
