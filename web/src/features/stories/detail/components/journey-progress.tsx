import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from '@/components/step-timeline.module.css';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import type { JourneyProgress, ProgressItem } from '../lib/journey-progress.ts';
import { STORY_TEXTS } from '../texts.ts';
import { StepActions, type StepHandlers } from './step-actions.tsx';

interface JourneyProgressProps {
  storyId: string;
  progress: JourneyProgress;
  handlers: StepHandlers;
  completing: string | undefined;
  onComplete: (stepId: string) => void;
}

const StepItem = ({
  item,
  position,
  ...props
}: { item: ProgressItem; position: number } & Omit<JourneyProgressProps, 'progress'>) => (
  <li className={classes.step} data-state={item.state} data-testid={`step-${item.id}`}>
    <span className={classes.number} aria-hidden="true">
      {item.state === 'completed' ? (
        <IconCheck size={22} />
      ) : item.state === 'locked' ? (
        <IconLock size={20} />
      ) : (
        position
      )}
    </span>
    <Stack gap="xs">
      <Text c="dimmed" fz="sm">
        {STORY_TEXTS.stepNumber(position)}
        {item.kind === 'step' && ` · ${STORY_TEXTS.stepTypeLabel[item.step.stepType]}`}
      </Text>
      <Title order={3} fz="h4">
        {item.name}
      </Title>
      <Badge variant="light" color={item.state === 'completed' ? 'walt' : 'gray'} size="lg">
        {STORY_TEXTS.stateLabel[item.state]}
      </Badge>
      {item.description && <Text>{item.description}</Text>}
      {item.state === 'locked' && <Text c="dimmed">{STORY_TEXTS.locked}</Text>}
      {item.state === 'unlocked' && (
        <Group gap="sm">
          <StepActions item={item} storyId={props.storyId} handlers={props.handlers} />
          {item.kind === 'step' && (
            <Button
              variant="default"
              onClick={() => props.onComplete(item.id)}
              loading={props.completing === item.id}
              aria-label={STORY_TEXTS.markCompleteLabel(item.name)}
            >
              {STORY_TEXTS.markComplete}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  </li>
);

/** The journey's steps (or legacy paths) with their states, then 'Add Your Own Notes' once all are done. */
export const JourneyProgressSection = (props: JourneyProgressProps) => {
  const { progress, storyId } = props;
  return (
    <TitledSection titleId="progress-title" title={STORY_TEXTS.progressTitle}>
      {progress.items.length === 0 ? (
        <Text c="dimmed">{STORY_TEXTS.noJourney}</Text>
      ) : (
        <ol className={`${classes.steps} ${classes.compact}`}>
          {progress.items.map((item, index) => (
            <StepItem key={item.id} item={item} position={index + 1} {...props} />
          ))}
        </ol>
      )}
      {progress.allCompleted && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Title order={3} fz="h4">
              {STORY_TEXTS.addYourOwnNotes}
            </Title>
            <Text>{STORY_TEXTS.addYourOwnNotesText}</Text>
            <Group gap="sm">
              <Button component={Link} to={paths.typeStory(storyId)}>
                {STORY_TEXTS.typeNote}
              </Button>
              <Button
                component={Link}
                to={`${paths.tellStory()}?${new URLSearchParams({ storyId })}`}
                variant="light"
              >
                {STORY_TEXTS.speakNote}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </TitledSection>
  );
};
