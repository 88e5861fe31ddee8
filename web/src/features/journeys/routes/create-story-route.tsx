import '@mantine/core/styles/Badge.css';
import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import { PageIntro } from '@/components/page-intro';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useFeaturedJourneys } from '@/lib/queries/journeys';
import { useCreateStory } from '@/lib/queries/stories';
import { usePageTitle } from '@/lib/use-page-title';
import { JourneyCard } from '../components/journey-card.tsx';
import { JOURNEY_TEXTS } from '../texts.ts';

const startErrorText = (error: Error) =>
  error instanceof ApiError && error.status < 500 && error.message
    ? error.message
    : JOURNEY_TEXTS.createFailed;

/** /create-story: the featured journeys; starting one creates its story and opens it (part B §2). */
export const CreateStoryRoute = () => {
  usePageTitle(JOURNEY_TEXTS.pageTitle);
  const journeys = useFeaturedJourneys();
  const start = useCreateStory();
  const navigate = useNavigate();

  const begin = (journeyId: string) =>
    start.mutate({ journeyId }, { onSuccess: (story) => navigate(paths.story(story.id)) });

  const body = () => {
    if (journeys.isPending) return <Text role="status">{JOURNEY_TEXTS.loading}</Text>;
    if (journeys.isError)
      return <LoadFailed message={JOURNEY_TEXTS.loadFailed} onRetry={() => void journeys.refetch()} />;
    if (journeys.data.length === 0) return <Text c="dimmed">{JOURNEY_TEXTS.noJourneys}</Text>;
    return (
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, md: 3 }}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {journeys.data.map((journey) => (
          <JourneyCard
            key={journey.id}
            journey={journey}
            starting={start.isPending && start.variables?.journeyId === journey.id}
            disabled={start.isPending}
            onStart={() => begin(journey.id)}
          />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Container size="lg" py={48}>
      <Stack gap="xl">
        <PageIntro title={JOURNEY_TEXTS.pageTitle} intro={JOURNEY_TEXTS.intro} />
        {start.isError && <StatusMessage tone="error">{startErrorText(start.error)}</StatusMessage>}
        {body()}
        <Stack gap="xs" align="flex-start">
          <Anchor component={Link} to={paths.howItWorks} fz="lg">
            {JOURNEY_TEXTS.learnMore}
          </Anchor>
          <Anchor component={Link} to={paths.app} fz="lg">
            {JOURNEY_TEXTS.backToDashboard}
          </Anchor>
        </Stack>
      </Stack>
    </Container>
  );
};
