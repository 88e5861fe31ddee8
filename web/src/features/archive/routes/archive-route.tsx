import { Container, Stack, Text, Title } from '@mantine/core';
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
        <Stack gap="sm">
          <Title order={1}>{ARCHIVE_TEXTS.heading}</Title>
          <Text fz="lg">{ARCHIVE_TEXTS.intro}</Text>
        </Stack>
        <ConversationsSection />
        <StoriesSection />
      </Stack>
    </Container>
  );
};
