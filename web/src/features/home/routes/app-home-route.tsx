// Styles of the Mantine components this screen adds to the shell's (loaded with the lazy route).
import '@mantine/core/styles/Badge.css';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { TYPEWRITER_GREETING_MS } from '#shared/constants.ts';
import { StatusMessage } from '@/components/status-message';
import { TypingText } from '@/components/typing-text';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { homeNoticeOf } from '@/lib/home-notice';
import { useStories } from '@/lib/queries/stories';
import { usePageTitle } from '@/lib/use-page-title';
import { scrollTargetId } from '../components/conversation-steps.tsx';
import { ConversationTimeline, useDashboardSteps } from '../components/conversation-timeline.tsx';
import { StoriesGrid } from '../components/stories-grid.tsx';
import { MaterialCards, StoryChoices } from '../components/story-choices.tsx';
import { HOME_TEXTS } from '../texts.ts';

/** How long the dashboard keeps a `scrollTo` step in view while the page above it settles. */
const SCROLL_FOLLOW_MS = 3_000;

/** The dashboard: the stories grid, ways to tell a story, story material, and the four guided conversations. */
export const AppHomeRoute = () => {
  usePageTitle(HOME_TEXTS.pageTitle);
  const { state } = useAuth();
  const [search] = useSearchParams();
  const notice = homeNoticeOf(useLocation().state);
  const { conversations, steps } = useDashboardSteps();
  const scrollTo = search.get('scrollTo');
  const target = scrollTo === 'onDeck' ? steps.onDeck : scrollTo;

  // The stories grid sits above the timeline: scrolled before it has its height, the step would be pushed
  // out of view again, so the scroll waits for both lists, and follows the step while the page above it still
  // settles (cards that load their own data), until the narrator scrolls themselves or a few seconds pass.
  const storiesSettled = !useStories().isPending;
  useEffect(() => {
    if (!target || !conversations.data || !storiesSettled) return;
    const step = document.getElementById(scrollTargetId(target));
    if (!step) return;
    // At once, not smooth: an animated scroll can be held back in a tab that is not painting, and restarted
    // by every change of height above it.
    const follow = () => step.scrollIntoView({ behavior: 'auto', block: 'start' });
    follow();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(follow);
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const timer = setTimeout(stop, SCROLL_FOLLOW_MS);
    const byHand = ['wheel', 'touchstart', 'keydown'] as const;
    for (const event of byHand) window.addEventListener(event, stop, { once: true, passive: true });
    return () => {
      stop();
      clearTimeout(timer);
      for (const event of byHand) window.removeEventListener(event, stop);
    };
  }, [target, conversations.data, storiesSettled]);

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
          <Anchor component={Link} to={paths.memory} fz="lg">
            {HOME_TEXTS.lifeSoFar}
          </Anchor>
        </Stack>
        <StoriesGrid />
        <StoryChoices callTo={paths.audioChat(steps.onDeck ?? 'gettingToKnowYou')} />
        <MaterialCards />
        <ConversationTimeline id="timeline" />
      </Stack>
    </Container>
  );
};
