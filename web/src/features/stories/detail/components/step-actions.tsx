import { Button, Group, Text } from '@mantine/core';
import { IconKeyboard, IconMicrophone, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ProgressItem } from '../lib/journey-progress.ts';
import { STORY_TEXTS } from '../texts.ts';

export interface StepHandlers {
  onResearch: () => void;
  researching: boolean;
  onOpenFormat: (stepId: string) => void;
  openingFormat: boolean;
}

const interviewTo = (pathId: string, storyId: string) =>
  `${paths.chatPath(pathId)}?${new URLSearchParams({ storyId })}`;

/** What an unlocked step offers, by its type (part B §2 "Story detail", §5). */
export const StepActions = ({
  item,
  storyId,
  handlers,
}: {
  item: ProgressItem;
  storyId: string;
  handlers: StepHandlers;
}) => {
  if (item.kind === 'path')
    return (
      <Button
        component={Link}
        to={interviewTo(item.pathId, storyId)}
        leftSection={<IconPhone size={20} aria-hidden="true" />}
      >
        {STORY_TEXTS.interviewWithWalt}
      </Button>
    );
  const { step } = item;
  switch (step.stepType) {
    case 'interview':
      return step.stepConfig?.pathId ? (
        <Button
          component={Link}
          to={interviewTo(step.stepConfig.pathId, storyId)}
          leftSection={<IconPhone size={20} aria-hidden="true" />}
        >
          {STORY_TEXTS.interviewWithWalt}
        </Button>
      ) : (
        <Text c="red.9">{STORY_TEXTS.notConfigured}</Text>
      );
    case 'addNotes': {
      const noteStep = new URLSearchParams({ noteStep: step.id });
      const speak = new URLSearchParams({ storyId, noteStep: step.id });
      return (
        <Group gap="sm">
          <Button
            component={Link}
            to={`${paths.typeStory(storyId)}?${noteStep}`}
            leftSection={<IconKeyboard size={20} aria-hidden="true" />}
          >
            {STORY_TEXTS.typeNote}
          </Button>
          <Button
            component={Link}
            to={`${paths.tellStory()}?${speak}`}
            variant="light"
            leftSection={<IconMicrophone size={20} aria-hidden="true" />}
          >
            {STORY_TEXTS.speakNote}
          </Button>
        </Group>
      );
    }
    case 'research':
      return (
        <Button onClick={handlers.onResearch} loading={handlers.researching}>
          {STORY_TEXTS.startResearch}
        </Button>
      );
    case 'generateFormat':
      return (
        <Button onClick={() => handlers.onOpenFormat(step.id)} loading={handlers.openingFormat}>
          {STORY_TEXTS.openFormat}
        </Button>
      );
  }
};
