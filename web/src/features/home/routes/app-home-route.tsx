import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TYPEWRITER_GREETING_MS } from '#shared/constants.ts';
import { TypingText } from '@/components/typing-text';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/use-page-title';
import { HOME_TEXTS } from '../texts';

/** The signed-in home: a greeting and the way onwards. */
export const AppHomeRoute = () => {
  usePageTitle(HOME_TEXTS.pageTitle);
  const { state } = useAuth();
  return (
    <Container size="lg" py={48}>
      <Stack gap="xl" id="timeline">
        <Stack gap="sm">
          <Title order={1}>
            <TypingText text={HOME_TEXTS.greeting(state.user?.name)} msPerChar={TYPEWRITER_GREETING_MS} />
          </Title>
          <Text fz="lg">{HOME_TEXTS.intro}</Text>
        </Stack>
        <Stack component="section" gap="sm" aria-labelledby="home-next">
          <Title order={2} fz="h3" id="home-next">
            {HOME_TEXTS.nextTitle}
          </Title>
          <List spacing="xs">
            <List.Item>
              <Anchor component={Link} to={paths.howItWorks}>
                {HOME_TEXTS.howItWorks}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={paths.profile}>
                {HOME_TEXTS.profile}
              </Anchor>
            </List.Item>
          </List>
        </Stack>
      </Stack>
    </Container>
  );
};
