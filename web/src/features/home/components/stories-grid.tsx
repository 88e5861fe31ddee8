import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import { type StorySummary, useStories } from '@/lib/queries/stories';
import { HOME_TEXTS, storyDate } from '../texts.ts';
import classes from './dashboard.module.css';

const StoryCard = ({ story }: { story: StorySummary }) => {
  const title = HOME_TEXTS.storyTitle(story.title ?? story.displayName, story.id);
  const preview = story.preview?.trim();
  return (
    <Card component={Link} to={paths.story(story.id)} withBorder padding="lg" className={classes.linkCard}>
      <Stack gap="xs">
        {story.journeyName && (
          <Badge variant="light" size="lg" w="fit-content" maw="100%">
            {story.journeyName}
          </Badge>
        )}
        <Text fw={700} fz="lg">
          {title}
        </Text>
        <Text lineClamp={3} c={preview ? undefined : 'dimmed'}>
          {preview || HOME_TEXTS.noContentYet}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text fz="sm" c="dimmed">
            {HOME_TEXTS.entryCount(story.entryCount ?? 0)}
          </Text>
          <Text fz="sm" c="dimmed">
            {HOME_TEXTS.updated(storyDate(story.updatedAt))}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
};

const GridBody = () => {
  const stories = useStories();
  if (stories.isPending) return <Text role="status">{HOME_TEXTS.loadingStories}</Text>;
  if (stories.isError)
    return <LoadFailed message={HOME_TEXTS.storiesLoadFailed} onRetry={() => void stories.refetch()} />;
  if (stories.data.length === 0) return <Text c="dimmed">{HOME_TEXTS.noStories}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" className={classes.plainList}>
      {stories.data.map((story) => (
        <li key={story.id}>
          <StoryCard story={story} />
        </li>
      ))}
    </SimpleGrid>
  );
};

/** 'Make something new' and the narrator's stories, each card opening its story page (part B §2). */
export const StoriesGrid = () => (
  <TitledSection
    titleId="stories-title"
    title={HOME_TEXTS.storiesTitle}
    actions={
      <Button
        component={Link}
        to={paths.createStory}
        size="md"
        leftSection={<IconPlus size={20} aria-hidden="true" />}
      >
        {HOME_TEXTS.makeSomethingNew}
      </Button>
    }
  >
    <GridBody />
  </TitledSection>
);
