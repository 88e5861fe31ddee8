import { Anchor, type MantineSpacing, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

interface PageIntroProps {
  title: string;
  intro: string;
  /** The words of a link back to the dashboard, shown above the heading. */
  back?: string;
  gap?: MantineSpacing | number;
  /** What follows the intro sentence (a link to a related screen). */
  children?: ReactNode;
}

/** A screen's heading and the sentence under it that says what the screen is for. */
export const PageIntro = ({ title, intro, back, gap = 'sm', children }: PageIntroProps) => (
  <Stack gap={gap}>
    {back && (
      <Anchor component={Link} to={paths.app} w="fit-content">
        {back}
      </Anchor>
    )}
    <Title order={1}>{title}</Title>
    <Text fz="lg">{intro}</Text>
    {children}
  </Stack>
);
