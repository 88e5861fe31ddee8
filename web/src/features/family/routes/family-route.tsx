// Styles of the Mantine components this screen adds to the shell's (loaded with the lazy route).
import '@mantine/core/styles/Radio.css';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/page-intro';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { ContributionsSection, InvitationsSection, MembersSection } from '../components/circle-sections.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { FAMILY_TEXTS, FAMILY_PAGE_TEXTS as T } from '../texts.ts';

/**
 * /family, "Your family circle" (issue 25): memories relatives added and waiting for an answer, the invite
 * form, the members (their role can be changed, or they can be removed) and the invitations still waiting.
 */
export const FamilyRoute = () => (
  <PageShell pageTitle={FAMILY_TEXTS.title}>
    <PageIntro back={T.backToDashboard} title={FAMILY_TEXTS.title} intro={T.intro}>
      <Anchor component={Link} to={paths.shared} w="fit-content">
        {T.sharedWithYouLink}
      </Anchor>
    </PageIntro>
    <ContributionsSection />
    <InviteForm />
    <MembersSection />
    <InvitationsSection />
  </PageShell>
);
