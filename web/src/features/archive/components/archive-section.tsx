import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './archive.module.css';

interface ArchiveSectionProps {
  id: string;
  title: string;
  loading: boolean;
  loadingText: string;
  /** The rows; an empty list shows `empty` instead. */
  rows: ReactNode[];
  empty: ReactNode;
}

/** A titled list with its loading and empty states. */
export const ArchiveSection = ({ id, title, loading, loadingText, rows, empty }: ArchiveSectionProps) => (
  <Stack component="section" gap="md" aria-labelledby={id}>
    <Title order={2} id={id}>
      {title}
    </Title>
    {loading ? (
      <Text role="status">{loadingText}</Text>
    ) : rows.length > 0 ? (
      <ul className={classes.list}>{rows}</ul>
    ) : (
      empty
    )}
  </Stack>
);
