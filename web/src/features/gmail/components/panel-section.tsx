import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelSectionProps {
  /** Id of the heading, which names the section for assistive technology. */
  titleId: string;
  title: ReactNode;
  /** A decorative icon before the heading. */
  icon?: ReactNode;
  gap?: 'md' | 'lg';
  children: ReactNode;
}

/** One bordered card of the Gmail page: a section named by its level-2 heading. */
export const PanelSection = ({ titleId, title, icon, gap = 'md', children }: PanelSectionProps) => (
  <Paper component="section" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} aria-labelledby={titleId}>
    <Stack gap={gap}>
      <Group gap="sm">
        {icon}
        <Title order={2} fz="h3" id={titleId}>
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  </Paper>
);
