import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandGmail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { StatusMessage } from '@/components/status-message';
import { gmailKeys } from '@/lib/query-keys';
import { fetchAuthUrl, unlinkGmail, useGmailStatus } from '../api/gmail.ts';
import { leaveFor } from '../api/leave-for.ts';
import type { Outcome } from '../hooks/use-email-processing.ts';
import { GMAIL_TEXTS, GMAIL_PAGE_TEXTS as T } from '../texts.ts';
import type { Confirmation } from './confirm-modal.tsx';
import { LoadingStatus } from './loading-status.tsx';
import { PanelSection } from './panel-section.tsx';

interface GmailPanelProps {
  /** The panel's message: the query flags' result on arrival, then connect and unlink outcomes. */
  notice: Outcome | null;
  onNotice: (notice: Outcome | null) => void;
  /** Unlinking clears the insights and facts shown (spec part B §4). */
  onUnlinked: () => void;
  confirm: (confirmation: Confirmation) => void;
}

/**
 * The Gmail panel: 'Connect Gmail' when not linked; 'Unlink Gmail' and 'Change Account' when linked
 * (spec part B §2). Connecting sends the browser to Google's consent page, which returns it here with
 * ?gmail_connected=true or ?gmail_error=true. Without a Google client configured here, only the mailbox
 * import is offered.
 */
export const GmailPanel = ({ notice, onNotice, onUnlinked, confirm }: GmailPanelProps) => {
  const status = useGmailStatus();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Spec part B §8: a failed status check is only logged.
    if (status.error) console.error('Checking the Gmail connection failed', status.error);
  }, [status.error]);

  const connect = useMutation({
    mutationFn: fetchAuthUrl,
    onMutate: () => onNotice(null),
    onSuccess: ({ authUrl }) => leaveFor(authUrl),
    onError: (error) => {
      console.error('Getting the Google consent address failed', error);
      onNotice({ tone: 'error', text: GMAIL_TEXTS.connectFailed });
    },
  });

  const unlink = useMutation({
    mutationFn: unlinkGmail,
    onMutate: () => onNotice(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(gmailKeys.status, answer);
      onUnlinked();
      onNotice({ tone: 'success', text: GMAIL_TEXTS.unlinked });
    },
    onError: (error) => {
      console.error('Unlinking Gmail failed', error);
      onNotice({ tone: 'error', text: GMAIL_TEXTS.unlinkFailed });
    },
  });

  const askUnlink = () =>
    confirm({
      title: T.confirmUnlinkTitle,
      message: GMAIL_TEXTS.confirmUnlink,
      action: GMAIL_TEXTS.unlink,
      danger: true,
      onConfirm: () => unlink.mutate(),
    });

  const connected = status.data?.isConnected ?? false;
  const configured = status.data?.configured ?? true;
  const busy = connect.isPending || unlink.isPending;

  const body = () => {
    if (status.isPending) return <LoadingStatus text={T.checking} />;
    return (
      <Stack gap="md">
        {connected && status.data?.email && <Text>{T.linkedAs(status.data.email)}</Text>}
        {!configured && <StatusMessage tone="info">{GMAIL_TEXTS.notConfigured}</StatusMessage>}
        {!connected && configured && <Text>{T.connectIntro}</Text>}
        <Group gap="sm">
          {connected && (
            <Button
              color="red.9"
              variant="outline"
              onClick={askUnlink}
              loading={unlink.isPending}
              disabled={busy}
            >
              {GMAIL_TEXTS.unlink}
            </Button>
          )}
          {configured && (
            <Button
              variant={connected ? 'default' : 'filled'}
              onClick={() => connect.mutate()}
              loading={connect.isPending}
              disabled={busy}
            >
              {connected ? GMAIL_TEXTS.changeAccount : GMAIL_TEXTS.connect}
            </Button>
          )}
        </Group>
      </Stack>
    );
  };

  return (
    <PanelSection
      titleId="gmail-panel-title"
      title={connected ? GMAIL_TEXTS.panelConnected : GMAIL_TEXTS.panelNotConnected}
      icon={<IconBrandGmail size={28} aria-hidden="true" />}
    >
      {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      {body()}
    </PanelSection>
  );
};
