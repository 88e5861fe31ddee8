import { Badge, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FormatIcon } from '@/components/format-icon';
import lists from '@/components/plain-list.module.css';
import { StatusMessage } from '@/components/status-message';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import { type StoryArtefacts, useStoryArtefacts } from '@/lib/queries/artefacts';
import { useStoryFormats } from '@/lib/queries/formats';
import { entriesOf, type StoryDetail } from '@/lib/queries/stories';
import { STORY_TEXTS, storyDate } from '../texts.ts';
import classes from './story.module.css';

/** Part B §5: format generation needs at least one text, voice memo or transcript entry. */
export const hasContent = (story: StoryDetail) => {
  const { textEntries, voiceMemoEntries, transcriptEntries } = entriesOf(story);
  return textEntries.length + voiceMemoEntries.length + transcriptEntries.length > 0;
};

const FormatList = ({ storyId }: { storyId: string }) => {
  const formats = useStoryFormats(storyId);
  if (formats.isPending) return <Text role="status">{STORY_TEXTS.loadingFormats}</Text>;
  if (formats.isError) return <StatusMessage tone="error">{STORY_TEXTS.formatsFailed}</StatusMessage>;
  if (formats.data.length === 0) return <Text c="dimmed">{STORY_TEXTS.noFormats}</Text>;
  return (
    <ul className={classes.formatGrid} aria-label={STORY_TEXTS.formatsTitle}>
      {formats.data.map((format) => (
        <li key={format.id}>
          <Link to={paths.storyFormat(storyId, format.id)} className={classes.formatLink}>
            <Group gap="sm" wrap="nowrap">
              <FormatIcon icon={format.icon} />
              <Text fw={700} fz="lg" c="walt.8">
                {format.name}
              </Text>
            </Group>
            {format.description && <Text c="dimmed">{format.description}</Text>}
          </Link>
        </li>
      ))}
    </ul>
  );
};

const ArtefactItems = ({ data }: { data: StoryArtefacts }) => {
  if (data.artefacts.length + data.pendingJobs.length === 0)
    return <Text c="dimmed">{STORY_TEXTS.noArtefacts}</Text>;
  return (
    <ul className={lists.list} aria-live="polite">
      {data.pendingJobs.map((job) => (
        <Paper component="li" key={job.id} withBorder radius="md" p="lg" data-testid="artefact-job">
          <Group gap="sm">
            <Loader size="xs" aria-hidden="true" />
            <Text fw={700}>{job.format.name}</Text>
            <Text c="dimmed">{STORY_TEXTS.jobStatus[job.status]}</Text>
          </Group>
        </Paper>
      ))}
      {data.artefacts.map((artefact) => (
        <Paper component="li" key={artefact.id} withBorder radius="md" p="lg" data-testid="artefact">
          <Link to={paths.artefact(artefact.id)} className={classes.reportLink}>
            <Stack gap={4}>
              <Group gap="xs">
                <FormatIcon icon={artefact.format.icon} size={22} />
                <Title order={4} fz="h4" c="walt.8" td="underline">
                  {artefact.name}
                </Title>
              </Group>
              <Group gap="xs">
                <Badge variant="light">{artefact.format.name}</Badge>
                <Text c="dimmed" fz="sm">
                  {STORY_TEXTS.versionCount(artefact._count.versions)}
                </Text>
                <Text c="dimmed" fz="sm">
                  {STORY_TEXTS.updatedOn(storyDate(artefact.updatedAt))}
                </Text>
              </Group>
            </Stack>
          </Link>
        </Paper>
      ))}
    </ul>
  );
};

const ArtefactList = ({ storyId, unlocked }: { storyId: string; unlocked: boolean }) => {
  const artefacts = useStoryArtefacts(storyId);
  const empty = artefacts.data && artefacts.data.artefacts.length + artefacts.data.pendingJobs.length === 0;
  // A locked story has nothing to show unless something was made from all the narrator's stories (the biography).
  if (!unlocked && (empty || !artefacts.data)) return null;
  return (
    <Stack gap="sm" data-testid="artefacts">
      <Title order={3}>{STORY_TEXTS.artefactsTitle}</Title>
      {artefacts.isPending && <Text role="status">{STORY_TEXTS.loadingArtefacts}</Text>}
      {artefacts.isError && <StatusMessage tone="error">{STORY_TEXTS.artefactsFailed}</StatusMessage>}
      {artefacts.data && <ArtefactItems data={artefacts.data} />}
    </Stack>
  );
};

/**
 * The formats section: locked until the story has material, then the formats the story can become (each
 * opening its generation page) and what has been generated, with the generations still running.
 */
export const FormatsSection = ({ story, onAddContent }: { story: StoryDetail; onAddContent: () => void }) => {
  const unlocked = hasContent(story);
  return (
    <TitledSection titleId="formats-title" title={STORY_TEXTS.formatsTitle} data-testid="formats">
      {unlocked ? (
        <>
          <Text>{STORY_TEXTS.formatsIntro}</Text>
          <FormatList storyId={story.id} />
        </>
      ) : (
        <Card withBorder padding="lg" radius="md" data-locked="true">
          <Stack gap="sm" align="flex-start">
            <Group gap="xs">
              <IconLock size={20} aria-hidden="true" />
              <Text>{STORY_TEXTS.formatsLocked}</Text>
            </Group>
            <Button variant="light" onClick={onAddContent}>
              {STORY_TEXTS.addContentFirst}
            </Button>
          </Stack>
        </Card>
      )}
      <ArtefactList storyId={story.id} unlocked={unlocked} />
    </TitledSection>
  );
};
