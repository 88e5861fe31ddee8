import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';

/** A progress bar with its value written beside it for the eye (the bar tells assistive technology). */
export const LabelledProgress = ({
  value,
  label,
  shown,
  minWidth,
}: {
  value: number;
  /** What the bar is called for assistive technology. */
  label: string;
  /** The value as written beside the bar. */
  shown: string;
  minWidth: string;
}) => (
  <Group gap="md" wrap="nowrap">
    <Progress value={value} size="lg" radius="xl" style={{ flex: 1 }} aria-label={label} />
    <Text fw={700} miw={minWidth} ta="right" aria-hidden="true">
      {shown}
    </Text>
  </Group>
);
