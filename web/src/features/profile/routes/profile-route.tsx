import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutButton } from '@/components/logout-button';
import { PageIntro } from '@/components/page-intro';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/use-page-title';
import { useProfile } from '../api/get-profile';
import { AccountControlsCard } from '../components/account-controls-card';
import { ExportCard } from '../components/export-card';
import { PreferredNameCard } from '../components/preferred-name-card';
import { PrivacySettingsCard } from '../components/privacy-settings-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';
import { withDefaults } from '../permissions';
import { PROFILE_TEXTS } from '../texts';

/**
 * /profile: who is signed in, a logout action, the privacy switches, two-factor sign-in, the sessions signed in,
 * "Download everything", and change password / delete my account.
 */
export const ProfileRoute = () => {
  usePageTitle(PROFILE_TEXTS.title);
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  const profile = useProfile();

  useEffect(() => {
    if (profile.error) console.error('Loading the profile failed', profile.error);
  }, [profile.error]);

  const onLogout = () => {
    logout();
    navigate(paths.landing);
  };

  const user = profile.data ?? state.user;
  return (
    <PageShell gap="xl">
      <PageIntro title={PROFILE_TEXTS.title} intro={PROFILE_TEXTS.subtitle} gap={4} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={2}>
            <Text fw={700} fz="lg">
              {user?.name}
            </Text>
            <Text>{user?.email}</Text>
          </Stack>
          <LogoutButton onClick={onLogout} />
        </Group>
      </Paper>
      <PreferredNameCard />
      {profile.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{PROFILE_TEXTS.loading}</Text>
        </Group>
      ) : (
        <PrivacySettingsCard saved={withDefaults(profile.data?.grantedPermissions)} />
      )}
      {!profile.isPending && (
        <TwoFactorCard enabled={profile.data?.twoFactorEnabled ?? state.user?.twoFactorEnabled ?? false} />
      )}
      <SessionsCard />
      <ExportCard />
      <AccountControlsCard />
    </PageShell>
  );
};
