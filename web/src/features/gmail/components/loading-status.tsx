import { Group, Loader, Text } from '@mantine/core';

/** What is loading, said beside a small spinner, as a status for assistive technology. */
export const LoadingStatus = ({ text }: { text: string }) => (
  <Group gap="sm" role="status">
    <Loader size="sm" aria-hidden="true" />
    <Text>{text}</Text>
  </Group>
);
