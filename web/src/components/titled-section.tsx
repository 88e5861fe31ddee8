import { Group, Stack, type StackProps, Title, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface TitledSectionProps extends Omit<StackProps, 'title'> {
  /** The heading's id, which names the section for assistive technology. */
  titleId: string;
  title: ReactNode;
  titleSize?: TitleProps['fz'];
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A section of a screen named by its second-level heading. */
export const TitledSection = ({
  titleId,
  title,
  titleSize,
  actions,
  children,
  ...stack
}: TitledSectionProps) => {
  const heading = (
    <Title order={2} id={titleId} fz={titleSize}>
      {title}
    </Title>
  );
  return (
    <Stack component="section" gap="md" aria-labelledby={titleId} {...stack}>
      {actions ? (
        <Group justify="space-between" align="center">
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
};
