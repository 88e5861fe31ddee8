// Styles of the Mantine components this screen adds to the shell's (loaded with the lazy route).
import '@mantine/core/styles/Radio.css';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { ContributionsSection, InvitationsSection, MembersSection } from '../components/circle-sections.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { FAMILY_TEXTS, FAMILY_PAGE_TEXTS as T } from '../texts.ts';

/**
 * /family, "Your family circle" (issue 25): memories relatives added and waiting for an answer, the invite
 * form, the members (their role can be changed, or they can be removed) and the invitations still waiting.
 */
export const FamilyRoute = () => {
  usePageTitle(FAMILY_TEXTS.title);
  return (
    <Container size="md" py={48}>
      <Stack gap={40}>
        <Stack gap="sm">
          <Anchor component={Link} to={paths.app} w="fit-content">
            {T.backToDashboard}
          </Anchor>
          <Title order={1}>{FAMILY_TEXTS.title}</Title>
          <Text fz="lg">{T.intro}</Text>
          <Anchor component={Link} to={paths.shared} w="fit-content">
            {T.sharedWithYouLink}
          </Anchor>
        </Stack>
        <ContributionsSection />
        <InviteForm />
        <MembersSection />
        <InvitationsSection />
      </Stack>
    </Container>
  );
};
