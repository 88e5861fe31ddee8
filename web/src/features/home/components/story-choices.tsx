import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKeyboard, IconMicrophone, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HOME_TEXTS } from '../texts.ts';
import classes from './dashboard.module.css';

const Choice = ({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) => (
  <Card component={Link} to={to} withBorder padding="lg" className={classes.linkCard}>
    <Stack gap="xs">
      {icon}
      <Text fw={700} fz="lg">
        {title}
      </Text>
      <Text c="dimmed">{text}</Text>
    </Stack>
  </Card>
);

/** Phone call, speak or type: three ways to tell a story. */
export const StoryChoices = ({ callTo }: { callTo: string }) => (
  <Stack component="section" gap="md" aria-labelledby="choices-title">
    <Title order={2} id="choices-title">
      {HOME_TEXTS.chooseTitle}
    </Title>
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Choice
        to={callTo}
        icon={<IconPhone size={32} aria-hidden="true" />}
        title={HOME_TEXTS.phoneCall}
        text={HOME_TEXTS.phoneCallText}
      />
      <Choice
        to={paths.tellStory()}
        icon={<IconMicrophone size={32} aria-hidden="true" />}
        title={HOME_TEXTS.speak}
        text={HOME_TEXTS.speakText}
      />
      <Choice
        to={paths.typeStory()}
        icon={<IconKeyboard size={32} aria-hidden="true" />}
        title={HOME_TEXTS.type}
        text={HOME_TEXTS.typeText}
      />
    </SimpleGrid>
  </Stack>
);

/** Story material (the archive), Connect your accounts, and the family circle both ways (issue 25). */
export const MaterialCards = () => (
  <SimpleGrid cols={{ base: 1, sm: 2 }}>
    <Choice
      to={paths.archive}
      icon={null}
      title={HOME_TEXTS.storyMaterial}
      text={HOME_TEXTS.storyMaterialText}
    />
    <Choice
      to={paths.connectAccounts}
      icon={null}
      title={HOME_TEXTS.connectAccounts}
      text={HOME_TEXTS.connectAccountsText}
    />
    <Choice
      to={paths.family}
      icon={null}
      title={HOME_TEXTS.familyCircle}
      text={HOME_TEXTS.familyCircleText}
    />
    <Choice
      to={paths.shared}
      icon={null}
      title={HOME_TEXTS.sharedWithYou}
      text={HOME_TEXTS.sharedWithYouText}
    />
  </SimpleGrid>
);
