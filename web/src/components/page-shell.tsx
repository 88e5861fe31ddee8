import { Container, type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

interface PageShellProps {
  /** The document's title; without it the screen sets its own. */
  pageTitle?: string;
  gap?: MantineSpacing | number;
  children: ReactNode;
  /** What stands outside the column (a modal). */
  outside?: ReactNode;
}

/** A screen of the signed-in area: one medium column of sections with room above and below. */
export const PageShell = ({ pageTitle, gap = 40, children, outside }: PageShellProps) => {
  usePageTitle(pageTitle);
  return (
    <Container size="md" py={48}>
      <Stack gap={gap}>{children}</Stack>
      {outside}
    </Container>
  );
};
