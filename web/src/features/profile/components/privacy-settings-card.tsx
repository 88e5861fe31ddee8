import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PermissionKey } from '#shared/constants.ts';
import { StatusMessage } from '@/components/status-message';
import { useUpdatePermissions } from '../api/update-permissions';
import { type Permissions, samePermissions } from '../permissions';
import { PROFILE_TEXTS } from '../texts';
import { DeleteCallRecordings } from './delete-call-recordings';
import { PermissionToggles } from './permission-toggles';

/**
 * The profile's "Privacy & Sharing Settings": Save Settings appears only when the switches differ from
 * what was last loaded or saved. Save failures are only logged (spec part B §8). While recordings of calls
 * are not kept (as saved), the ones kept before can be deleted.
 */
export const PrivacySettingsCard = ({ saved }: { saved: Permissions }) => {
  const [draft, setDraft] = useState(saved);
  const [baseline, setBaseline] = useState(saved);
  const [justSaved, setJustSaved] = useState(false);
  const update = useUpdatePermissions();
  const dirty = !samePermissions(draft, baseline);

  const onToggle = (key: PermissionKey, granted: boolean) => {
    setJustSaved(false);
    setDraft((current) => ({ ...current, [key]: granted }));
  };

  const onSave = () => {
    const sent = draft;
    update.mutate(sent, {
      onSuccess: () => {
        setBaseline(sent);
        setJustSaved(true);
      },
      onError: (error) => console.error('Saving privacy settings failed', error),
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {PROFILE_TEXTS.cardTitle}
          </Title>
          <Text>{PROFILE_TEXTS.cardSubtitle}</Text>
        </Stack>
        <PermissionToggles value={draft} onToggle={onToggle} disabled={update.isPending} />
        {justSaved && <StatusMessage tone="success">{PROFILE_TEXTS.saved}</StatusMessage>}
        {dirty && (
          <Group>
            <Button size="lg" onClick={onSave} disabled={update.isPending}>
              {update.isPending ? PROFILE_TEXTS.saving : PROFILE_TEXTS.save}
            </Button>
          </Group>
        )}
        {!baseline.keepCallRecordings && <DeleteCallRecordings />}
      </Stack>
    </Paper>
  );
};
