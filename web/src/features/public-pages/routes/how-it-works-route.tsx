import { Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/use-page-title';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { HOW_IT_WORKS_TEXTS } from '../texts';

/** The process and the topics; the call to action depends on whether the reader is signed in. */
export const HowItWorksRoute = () => {
  usePageTitle(HOW_IT_WORKS_TEXTS.pageTitle);
  const { state } = useAuth();
  const cta = state.isAuthenticated
    ? { to: `${paths.app}#timeline`, label: HOW_IT_WORKS_TEXTS.continueStory }
    : { to: paths.register, label: HOW_IT_WORKS_TEXTS.getStarted };

  return (
    <Container size="md" py={48}>
      <Stack gap={48}>
        <Stack gap="md">
          <Title order={1}>{HOW_IT_WORKS_TEXTS.pageTitle}</Title>
          <Text fz="xl">{HOW_IT_WORKS_TEXTS.intro}</Text>
        </Stack>
        <HowItWorksSteps />
        <TitledSection titleId="topics" title={HOW_IT_WORKS_TEXTS.topicsTitle}>
          <Text>{HOW_IT_WORKS_TEXTS.topicsIntro}</Text>
          <Stack component="ol" gap="sm" p={0} style={{ listStyle: 'none' }}>
            {HOW_IT_WORKS_TEXTS.topics.map((topic, index) => (
              <Paper component="li" key={topic.title} withBorder p="md" radius="md">
                <Title order={3} fz="h4">
                  {index + 1}. {topic.title}
                </Title>
                <Text>{topic.body}</Text>
              </Paper>
            ))}
          </Stack>
        </TitledSection>
        <TitledSection titleId="in-charge" title={HOW_IT_WORKS_TEXTS.controlTitle}>
          <List spacing="xs">
            {HOW_IT_WORKS_TEXTS.control.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </TitledSection>
        <Button component={Link} to={cta.to} size="lg" style={{ alignSelf: 'flex-start' }}>
          {cta.label}
        </Button>
      </Stack>
    </Container>
  );
};
