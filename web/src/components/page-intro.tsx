import { Stack, Text, Title } from '@mantine/core';

/** A screen's heading and the sentence under it that says what the screen is for. */
export const PageIntro = ({ title, intro }: { title: string; intro: string }) => (
  <Stack gap="sm">
    <Title order={1}>{title}</Title>
    <Text fz="lg">{intro}</Text>
  </Stack>
);
