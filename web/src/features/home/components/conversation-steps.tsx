import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { DashboardSteps } from '#shared/dashboard-steps.ts';
import classes from '@/components/step-timeline.module.css';
import {
  CONTINUE_LABEL,
  CONVERSATION_SECTIONS,
  type ConversationSection,
  SECTION_STATE_TEXTS,
  type SectionState,
} from '@/config/conversation-sections';
import { paths } from '@/config/paths';
import { HOME_TEXTS } from '../texts.ts';
import { WriteMyBio } from './write-my-bio.tsx';

const stepId = (key: string) => `step-${key}`;

const StepBody = ({ section, state }: { section: ConversationSection; state: SectionState }) => {
  if (state === 'unstarted')
    return (
      <>
        <Text>{section.unstarted}</Text>
        <Button component={Link} to={paths.audioChat(section.key)} size="md" w="fit-content">
          {section.startLabel}
        </Button>
      </>
    );
  if (state === 'inProgress')
    return (
      <>
        <Text>{SECTION_STATE_TEXTS.inProgress}</Text>
        <Button component={Link} to={paths.audioChat(section.key)} size="md" w="fit-content">
          {CONTINUE_LABEL}
        </Button>
      </>
    );
  return <Text c={state === 'disabled' ? 'dimmed' : undefined}>{SECTION_STATE_TEXTS[state]}</Text>;
};

/** The four conversation steps in order, then "Print your biography" (part B §2 and §4). */
export const ConversationSteps = ({ steps }: { steps: DashboardSteps }) => (
  <ol className={classes.steps} aria-labelledby="timeline-title">
    {CONVERSATION_SECTIONS.map((section, index) => {
      const state = steps.states[section.key] ?? 'disabled';
      return (
        <li
          key={section.key}
          id={stepId(section.key)}
          className={classes.step}
          data-state={state}
          data-testid={stepId(section.key)}
        >
          <span className={classes.number} aria-hidden="true">
            {state === 'completed' ? <IconCheck size={24} /> : index + 1}
          </span>
          <Stack gap="xs">
            <Text c="dimmed" fz="sm">
              {HOME_TEXTS.stepNumber(index + 1)}
            </Text>
            <Title order={3}>{section.title}</Title>
            <Badge variant="light" color={state === 'completed' ? 'walt' : 'gray'} size="lg">
              {HOME_TEXTS.stateLabel[state]}
            </Badge>
            <StepBody section={section} state={state} />
          </Stack>
        </li>
      );
    })}
    <li id="step-print" className={classes.step} data-state={steps.allDone ? 'unstarted' : 'disabled'}>
      <span className={classes.number} aria-hidden="true">
        {CONVERSATION_SECTIONS.length + 1}
      </span>
      <Stack gap="xs">
        <Text c="dimmed" fz="sm">
          {HOME_TEXTS.stepNumber(CONVERSATION_SECTIONS.length + 1)}
        </Text>
        <Title order={3}>{HOME_TEXTS.printTitle}</Title>
        <Text>{HOME_TEXTS.printText}</Text>
        {steps.allDone ? (
          <WriteMyBio />
        ) : (
          <Button size="md" w="fit-content" disabled>
            {HOME_TEXTS.writeMyBio}
          </Button>
        )}
      </Stack>
    </li>
  </ol>
);

export const scrollTargetId = (key: string) => stepId(key);
