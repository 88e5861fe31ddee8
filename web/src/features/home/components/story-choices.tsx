import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconKeyboard, IconMicrophone, IconPhone, type TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import { HOME_TEXTS } from '../texts.ts';
import classes from './dashboard.module.css';

interface ChoiceProps {
  to: string;
  Icon?: TablerIcon;
  title: string;
  text: string;
}

const Choice = ({ to, Icon, title, text }: ChoiceProps) => (
  <Card component={Link} to={to} withBorder padding="lg" className={classes.linkCard}>
    <Stack gap="xs">
      {Icon && <Icon size={32} aria-hidden="true" />}
      <Text fw={700} fz="lg">
        {title}
      </Text>
      <Text c="dimmed">{text}</Text>
    </Stack>
  </Card>
);

/** Phone call, speak or type: three ways to tell a story. */
export const StoryChoices = ({ callTo }: { callTo: string }) => {
  const choices = [
    { to: callTo, Icon: IconPhone, title: HOME_TEXTS.phoneCall, text: HOME_TEXTS.phoneCallText },
    { to: paths.tellStory(), Icon: IconMicrophone, title: HOME_TEXTS.speak, text: HOME_TEXTS.speakText },
    { to: paths.typeStory(), Icon: IconKeyboard, title: HOME_TEXTS.type, text: HOME_TEXTS.typeText },
  ];
  return (
    <TitledSection titleId="choices-title" title={HOME_TEXTS.chooseTitle}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {choices.map((choice) => (
          <Choice key={choice.title} {...choice} />
        ))}
      </SimpleGrid>
    </TitledSection>
  );
};

/** Story material (the archive), Connect your accounts, and the family circle both ways (issue 25). */
const MATERIAL = [
  { to: paths.archive, title: HOME_TEXTS.storyMaterial, text: HOME_TEXTS.storyMaterialText },
  { to: paths.connectAccounts, title: HOME_TEXTS.connectAccounts, text: HOME_TEXTS.connectAccountsText },
  { to: paths.family, title: HOME_TEXTS.familyCircle, text: HOME_TEXTS.familyCircleText },
  { to: paths.shared, title: HOME_TEXTS.sharedWithYou, text: HOME_TEXTS.sharedWithYouText },
];

export const MaterialCards = () => (
  <SimpleGrid cols={{ base: 1, sm: 2 }}>
    {MATERIAL.map((choice) => (
      <Choice key={choice.to} {...choice} />
    ))}
  </SimpleGrid>
);
