import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import lists from '@/components/plain-list.module.css';
import { StatusMessage } from '@/components/status-message';

/**
 * A tab of the story's material: the alert of a failed delete, then `items` as a list (or `empty` when there
 * are none), then `children` (what follows the list, and the delete confirmations).
 */
export const MaterialTab = ({
  failed,
  items,
  empty,
  children,
}: {
  failed: string | undefined;
  items: ReactNode[];
  empty: ReactNode;
  children?: ReactNode;
}) => (
  <Stack gap="md">
    {failed && <StatusMessage tone="error">{failed}</StatusMessage>}
    {items.length === 0 ? empty : <ul className={lists.list}>{items}</ul>}
    {children}
  </Stack>
);
