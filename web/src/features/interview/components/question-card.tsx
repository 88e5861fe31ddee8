import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { QuestionCard as QuestionCardData } from '../lib/call-api-port.ts';
import { INTERVIEW_TEXTS } from '../texts.ts';

/** The question Walt is asking, in large print; a skeleton while it is being worked out. */
export const QuestionCard = ({ card, loading }: { card: QuestionCardData | null; loading: boolean }) => {
  if (!card && !loading) return null;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      aria-label={INTERVIEW_TEXTS.questionLabel}
      aria-live="polite"
      data-testid="question-card"
    >
      {loading && !card ? (
        <Stack gap="sm" data-testid="question-card-skeleton">
          <Skeleton height={24} width="50%" />
          <Skeleton height={18} />
          <Skeleton height={18} width="80%" />
        </Stack>
      ) : (
        <Stack gap="xs">
          <Title order={2} fz="h3">
            {card?.title}
          </Title>
          <Text fz="lg">{card?.text}</Text>
        </Stack>
      )}
    </Card>
  );
};
