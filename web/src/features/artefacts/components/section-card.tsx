import { Card, Stack, type StackProps, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered section of the artefact page, named by its heading (`title`, with the id `titleId`). */
export const SectionCard = ({
  titleId,
  title,
  gap = 'sm',
  children,
}: {
  titleId: string;
  title: ReactNode;
  gap?: StackProps['gap'];
  children: ReactNode;
}) => (
  <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
    <Stack gap={gap}>
      <Title order={2} fz="h3" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  </Card>
);
