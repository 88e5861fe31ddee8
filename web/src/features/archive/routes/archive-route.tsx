import { Container, Stack } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { usePageTitle } from '@/lib/use-page-title';
import { ConversationsSection } from '../components/conversations-section.tsx';
import { StoriesSection } from '../components/stories-section.tsx';
import { ARCHIVE_TEXTS } from '../texts.ts';

/** /archive: every conversation and story of the signed-in user, to open or delete. */
export const ArchiveRoute = () => {
  usePageTitle(ARCHIVE_TEXTS.pageTitle);
  return (
    <Container size="md" py={48}>
      <Stack gap={40}>
        <PageIntro title={ARCHIVE_TEXTS.heading} intro={ARCHIVE_TEXTS.intro} />
        <ConversationsSection />
        <StoriesSection />
      </Stack>
    </Container>
  );
};
