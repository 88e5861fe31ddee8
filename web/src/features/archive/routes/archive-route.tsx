import { PageIntro } from '@/components/page-intro';
import { PageShell } from '@/components/page-shell';
import { ConversationsSection } from '../components/conversations-section.tsx';
import { StoriesSection } from '../components/stories-section.tsx';
import { ARCHIVE_TEXTS } from '../texts.ts';

/** /archive: every conversation and story of the signed-in user, to open or delete. */
export const ArchiveRoute = () => (
  <PageShell pageTitle={ARCHIVE_TEXTS.pageTitle}>
    <PageIntro title={ARCHIVE_TEXTS.heading} intro={ARCHIVE_TEXTS.intro} />
    <ConversationsSection />
    <StoriesSection />
  </PageShell>
);
