import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { INTERVIEW_TEXTS } from '../texts.ts';

/**
 * The story card of part A §2: 'More Information Needed' until the story's path is complete, then 'All
 * Topics Covered', with 'Back to Story page'. Shown during a call and in the finished view after it.
 */
export const StoryPathCard = ({
  storyId,
  pathCompleted,
  afterCall = false,
}: {
  storyId: string;
  pathCompleted: boolean;
  afterCall?: boolean;
}) => (
  <Card withBorder padding="lg" data-testid={pathCompleted ? 'all-topics-card' : 'more-information-card'}>
    <Title order={2} fz="h3">
      {pathCompleted ? INTERVIEW_TEXTS.allTopicsTitle : INTERVIEW_TEXTS.moreInformationTitle}
    </Title>
    <Text mt="xs">
      {pathCompleted ? INTERVIEW_TEXTS.allTopicsText : INTERVIEW_TEXTS.moreInformationText}
      {!pathCompleted && afterCall && ` ${INTERVIEW_TEXTS.callAgain}`}
    </Text>
    <Button component={Link} to={paths.story(storyId)} mt="md" variant="light">
      {INTERVIEW_TEXTS.backToStory}
    </Button>
  </Card>
);

/** After a call that left a transcript: the finished view, with the story card when there is a story. */
export const FinishedView = ({
  storyId,
  pathCompleted,
}: {
  storyId: string | null;
  pathCompleted: boolean;
}) => (
  <Stack gap="md" data-testid="finished-view">
    <Card withBorder padding="lg">
      <Title order={2} fz="h3">
        {INTERVIEW_TEXTS.finishedTitle}
      </Title>
      <Text mt="xs">{INTERVIEW_TEXTS.finishedText}</Text>
    </Card>
    {storyId && <StoryPathCard storyId={storyId} pathCompleted={pathCompleted} afterCall />}
  </Stack>
);

/** The path is already complete: no start button, a way onwards instead. */
export const CompletionView = ({ storyId }: { storyId: string | null }) => (
  <Card withBorder padding="lg" data-testid="completion-view">
    <Title order={2} fz="h3">
      {INTERVIEW_TEXTS.completedTitle}
    </Title>
    <Text mt="xs">{INTERVIEW_TEXTS.completedText}</Text>
    <Button component={Link} to={storyId ? paths.story(storyId) : `${paths.app}?scrollTo=onDeck`} mt="md">
      {INTERVIEW_TEXTS.continue}
    </Button>
  </Card>
);
