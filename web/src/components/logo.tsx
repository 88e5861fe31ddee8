import { Group, Text } from '@mantine/core';

/** Walt's mark: a W in a circle, with the name beside it. */
export const Logo = ({ size = 36 }: { size?: number }) => (
  <Group gap={10} wrap="nowrap" component="span">
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="var(--mantine-color-walt-8)" />
      <path d="M14 20h6l5 20 6-20h2l6 20 5-20h6l-9 26h-4l-5-17-5 17h-4z" fill="#fff" />
    </svg>
    <Text component="span" fw={700} fz={size * 0.66} ff="heading" c="walt.9" lh={1}>
      Walt
    </Text>
  </Group>
);
