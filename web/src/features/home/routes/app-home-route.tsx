// Styles of the Mantine components this screen adds to the shell's (loaded with the lazy route).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { TYPEWRITER_GREETING_MS } from '#shared/constants.ts';
import { StatusMessage } from '@/components/status-message';
import { TypingText } from '@/components/typing-text';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { homeNoticeOf } from '@/lib/home-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { useConversations } from '../api/list-conversations.ts';
import { ConversationSteps, scrollTargetId } from '../components/conversation-steps.tsx';
import { StoriesGrid } from '../components/stories-grid.tsx';
import { MaterialCards, StoryChoices } from '../components/story-choices.tsx';
import { stepStates } from '../lib/step-states.ts';
import { HOME_TEXTS } from '../texts.ts';

/** The dashboard: the stories grid, ways to tell a story, story material, and the four guided conversations. */
export const AppHomeRoute = () => {
  usePageTitle(HOME_TEXTS.pageTitle);
  const { state } = useAuth();
  const [search] = useSearchParams();
  const notice = homeNoticeOf(useLocation().state);
  // A completed conversation refreshes these steps: the signed-in area listens for the window event.
  const conversations = useConversations();
  const steps = useMemo(() => stepStates(conversations.data ?? []), [conversations.data]);
  const scrollTo = search.get('scrollTo');
  const target = scrollTo === 'onDeck' ? steps.onDeck : scrollTo;

  useEffect(() => {
    if (!target || !conversations.data) return;
    document.getElementById(scrollTargetId(target))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [target, conversations.data]);

  return (
    <Container size="lg" py={48}>
      <Stack gap={40}>
        {notice && <StatusMessage tone="error">{notice}</StatusMessage>}
        <Stack gap="sm">
          <Title order={1}>
            <TypingText text={HOME_TEXTS.greeting(state.user?.name)} msPerChar={TYPEWRITER_GREETING_MS} />
          </Title>
          <Text fz="lg">{HOME_TEXTS.intro}</Text>
          <Anchor component={Link} to={paths.howItWorks} fz="lg">
            {HOME_TEXTS.howItWorks}
          </Anchor>
        </Stack>
        <StoriesGrid />
        <StoryChoices callTo={paths.audioChat(steps.onDeck ?? 'gettingToKnowYou')} />
        <MaterialCards />
        <Stack component="section" gap="md" id="timeline" aria-labelledby="timeline-title">
          <Title order={2} id="timeline-title">
            {HOME_TEXTS.timelineTitle}
          </Title>
          {conversations.isError && (
            <Alert color="red" role="alert">
              {HOME_TEXTS.loadFailed}
            </Alert>
          )}
          {conversations.isPending ? (
            <Text role="status">{HOME_TEXTS.loading}</Text>
          ) : (
            <ConversationSteps steps={steps} />
          )}
        </Stack>
      </Stack>
    </Container>
  );
};
