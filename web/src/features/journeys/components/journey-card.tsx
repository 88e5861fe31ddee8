import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FeaturedJourney } from '@/lib/queries/journeys';
import { JOURNEY_TEXTS } from '../texts.ts';

interface JourneyCardProps {
  journey: FeaturedJourney;
  starting: boolean;
  disabled: boolean;
  onStart: () => void;
}

/** One featured journey: its name, description and size, with 'Get started' or a disabled 'Coming Soon'. */
export const JourneyCard = ({ journey, starting, disabled, onStart }: JourneyCardProps) => {
  const stepCount = journey.steps.length || journey.paths.length;
  const headingId = `journey-${journey.id}`;
  return (
    <Card component="li" withBorder padding="lg" radius="md">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h3" id={headingId}>
            {journey.name}
          </Title>
          {journey.comingSoon && (
            <Badge variant="light" color="gray" size="lg">
              {JOURNEY_TEXTS.comingSoon}
            </Badge>
          )}
        </Group>
        {journey.description && <Text>{journey.description}</Text>}
        {stepCount > 0 && (
          <Text c="dimmed" fz="sm">
            {JOURNEY_TEXTS.stepCount(stepCount)}
          </Text>
        )}
        <Group mt="auto" pt="sm">
          {journey.comingSoon ? (
            <Button size="md" disabled aria-label={JOURNEY_TEXTS.comingSoonLabel(journey.name)}>
              {JOURNEY_TEXTS.comingSoon}
            </Button>
          ) : (
            <Button
              size="md"
              onClick={onStart}
              loading={starting}
              disabled={disabled}
              aria-label={JOURNEY_TEXTS.getStartedLabel(journey.name)}
            >
              {JOURNEY_TEXTS.getStarted}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
};
