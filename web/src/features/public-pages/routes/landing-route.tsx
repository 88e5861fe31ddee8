import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TYPING_MS_PER_CHAR } from '#shared/constants.ts';
import { TypingText } from '@/components/typing-text';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { LANDING_TEXTS } from '../texts';

/** The visitor's first screen: what Walt is, the two ways in, and the three steps. */
export const LandingRoute = () => {
  usePageTitle(LANDING_TEXTS.pageTitle);
  return (
    <Container size="lg" py={{ base: 40, sm: 72 }}>
      <Stack gap={64}>
        <Stack gap="lg" maw={760}>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.2}>
            <TypingText text={LANDING_TEXTS.headline} msPerChar={TYPING_MS_PER_CHAR} />
          </Title>
          <Text fz="xl">{LANDING_TEXTS.intro}</Text>
          <Group gap="md">
            <Button component={Link} to={paths.login} size="lg" variant="outline">
              {LANDING_TEXTS.signIn}
            </Button>
            <Button component={Link} to={paths.register} size="lg">
              {LANDING_TEXTS.createAccount}
            </Button>
          </Group>
        </Stack>
        <Stack gap="md">
          <HowItWorksSteps />
          <Anchor component={Link} to={paths.howItWorks} fw={600}>
            {LANDING_TEXTS.learnMore}
          </Anchor>
        </Stack>
      </Stack>
    </Container>
  );
};
