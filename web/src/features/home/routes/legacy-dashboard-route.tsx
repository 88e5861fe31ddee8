import '@mantine/core/styles/Badge.css';
import { Container, Stack } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { usePageTitle } from '@/lib/use-page-title';
import { ConversationTimeline } from '../components/conversation-timeline.tsx';
import { HOME_TEXTS } from '../texts.ts';

/**
 * /legacy-dashboard (part B §2 leaves its content unshown): the four guided conversations and the
 * biography step on their own, as the dashboard showed them before journeys and stories.
 */
export const LegacyDashboardRoute = () => {
  usePageTitle(HOME_TEXTS.legacyTitle);
  return (
    <Container size="lg" py={48}>
      <Stack gap="xl">
        <PageIntro title={HOME_TEXTS.legacyTitle} intro={HOME_TEXTS.legacyIntro} />
        <ConversationTimeline />
      </Stack>
    </Container>
  );
};
