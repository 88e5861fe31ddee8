import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PERMISSIONS, type PermissionKey } from '#shared/constants.ts';
import { PageIntro } from '@/components/page-intro';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useUpdatePermissions } from '../api/update-permissions';
import { PermissionToggles } from '../components/permission-toggles';
import type { Permissions } from '../permissions';
import { ONBOARDING_TEXTS } from '../texts';

/** The first screen after registering: choose what to share, or skip; both continue to '/'. */
export const PrivacyPreferencesRoute = () => {
  usePageTitle(ONBOARDING_TEXTS.title);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Permissions>(DEFAULT_PERMISSIONS);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePermissions({ fallbackError: ONBOARDING_TEXTS.saveFailed });

  const onToggle = (key: PermissionKey, granted: boolean) =>
    setDraft((current) => ({ ...current, [key]: granted }));

  const onSave = () => {
    setError(null);
    update.mutate(draft, {
      onSuccess: () => navigate(paths.landing),
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : ONBOARDING_TEXTS.saveError),
    });
  };

  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <PageIntro title={ONBOARDING_TEXTS.title} intro={ONBOARDING_TEXTS.intro} />
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <PermissionToggles value={draft} onToggle={onToggle} disabled={update.isPending} />
        </Paper>
        <Paper radius="lg" p="lg" bg="walt.0">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={44} radius="xl" aria-hidden="true">
              <IconShieldLock size={26} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={2} fz="h4">
                {ONBOARDING_TEXTS.secureTitle}
              </Title>
              <Text>{ONBOARDING_TEXTS.secureBody}</Text>
            </Stack>
          </Group>
        </Paper>
        {error && <StatusMessage tone="error">{error}</StatusMessage>}
        <Group gap="md">
          <Button size="lg" onClick={onSave} disabled={update.isPending}>
            {update.isPending ? ONBOARDING_TEXTS.saving : ONBOARDING_TEXTS.save}
          </Button>
          <Button
            size="lg"
            variant="outline"
            onClick={() => navigate(paths.landing)}
            disabled={update.isPending}
          >
            {ONBOARDING_TEXTS.skip}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
};
