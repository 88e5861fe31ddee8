import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** What to say when a list is empty, and where to go to fill it. */
export const EmptyState = ({ text, actions }: { text: string; actions: { to: string; label: string }[] }) => (
  <Stack gap="md" align="flex-start">
    <Text fz="lg">{text}</Text>
    <Group gap="md">
      {actions.map(({ to, label }, index) => (
        <Button key={to} component={Link} to={to} size="lg" variant={index === 0 ? 'filled' : 'light'}>
          {label}
        </Button>
      ))}
    </Group>
  </Stack>
);
