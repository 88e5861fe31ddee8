import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import lists from '@/components/plain-list.module.css';
import { StatusMessage } from '@/components/status-message';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { type SharedEntry, type SharedStory, useSharedStory } from '@/lib/queries/family';
import { usePageTitle } from '@/lib/use-page-title';
import { AddMemory } from '../components/add-memory.tsx';
import { Keepsake } from '../components/keepsake.tsx';
import { FAMILY_TEXTS, familyDate, FAMILY_PAGE_TEXTS as T } from '../texts.ts';

const byDate = (entries: readonly SharedEntry[]) =>
  [...entries].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

const Entry = ({ entry }: { entry: SharedEntry }) => (
  <Paper component="li" withBorder radius="md" p="lg">
    <Stack gap="sm">
      <Text c="dimmed" fz="sm">
        {familyDate(entry.createdAt)}
      </Text>
      {entry.recordingUrl && (
        // biome-ignore lint/a11y/useMediaCaption: the spoken entry's words are shown in full just below
        <audio
          controls
          preload="none"
          src={entry.recordingUrl}
          aria-label={T.entryRecordingLabel(new Date(entry.createdAt).toLocaleString())}
          style={{ width: '100%' }}
        />
      )}
      <Text fz="lg" style={{ whiteSpace: 'pre-wrap' }}>
        {entry.content}
      </Text>
      {entry.addedBy && (
        <Text c="dimmed" fs="italic">
          {FAMILY_TEXTS.addedBy(entry.addedBy.name, entry.addedBy.relationship)}
        </Text>
      )}
    </Stack>
  </Paper>
);

const Story = ({ story }: { story: SharedStory }) => {
  const narrator = story.narrator.name;
  return (
    <Stack gap={40}>
      <Stack gap="xs">
        <Title order={1}>{T.storyTitle(story.title)}</Title>
        <Text fz="lg">{T.narratorStory(narrator)}</Text>
      </Stack>
      <TitledSection titleId="entries-title" title={T.entriesTitle}>
        {story.entries.length === 0 ? (
          <Text c="dimmed">{T.noEntries}</Text>
        ) : (
          <ul className={lists.list}>
            {byDate(story.entries).map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </TitledSection>
      {story.keepsakes.length > 0 && (
        <TitledSection titleId="keepsakes-title" title={T.keepsakesTitle}>
          <ul className={lists.list}>
            {story.keepsakes.map((keepsake) => (
              <Keepsake key={keepsake.id} keepsake={keepsake} narrator={narrator} />
            ))}
          </ul>
        </TitledSection>
      )}
      {story.role === 'contributor' && <AddMemory storyId={story.id} narrator={narrator} />}
    </Stack>
  );
};

const Body = ({ id }: { id: string }) => {
  const story = useSharedStory(id);
  usePageTitle(story.data ? T.storyTitle(story.data.title) : FAMILY_TEXTS.sharedTitle);
  if (story.isPending)
    return (
      <Text role="status" fz="lg">
        {T.loading}
      </Text>
    );
  if (story.isError) {
    if (story.error instanceof ApiError && story.error.status === 404)
      return (
        <Stack gap="md">
          <Title order={1}>{FAMILY_TEXTS.storyNotFound}</Title>
          <StatusMessage tone="info">{T.notFound}</StatusMessage>
        </Stack>
      );
    return <LoadFailed message={T.loadFailed} onRetry={() => void story.refetch()} />;
  }
  return <Story story={story.data} />;
};

/**
 * /shared/stories/{id} (issue 25): a story shared with the reader's family circle, as relatives read it: its
 * typed and spoken entries (with who added a relative's memory), its keepsakes, and "Add a memory" for a
 * contributor. A story not shared with them (or gone) is a calm not-found.
 */
export const SharedStoryRoute = () => {
  const { id = '' } = useParams();
  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.shared} w="fit-content">
          {T.backToShared}
        </Anchor>
        <Body key={id} id={id} />
      </Stack>
    </Container>
  );
};
