import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { type SessionRow, useEndSession, useSessions } from '../api/sessions';
import { SESSIONS_CARD_TEXTS as TEXTS } from '../texts';
import { ProfileSection } from './card-parts';

const when = (iso: string) => new Date(iso).toLocaleString();

const SessionItem = ({
  session,
  ending,
  onEnd,
}: {
  session: SessionRow;
  ending: boolean;
  onEnd: () => void;
}) => (
  <Paper withBorder radius="md" p="md" component="li" data-testid="session-row">
    <Group justify="space-between" align="center" gap="md">
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={700}>{session.device}</Text>
          {session.current && (
            <Badge color="teal.9" variant="filled">
              {TEXTS.thisDevice}
            </Badge>
          )}
        </Group>
        <Text fz="sm">{session.place ? TEXTS.near(session.place) : TEXTS.placeUnknown}</Text>
        <Text fz="sm" c="dimmed">
          {TEXTS.lastSeen(when(session.lastSeenAt))} · {TEXTS.signedIn(when(session.createdAt))}
        </Text>
      </Stack>
      <Button variant="outline" color="red.9" loading={ending} disabled={ending} onClick={onEnd}>
        {ending ? TEXTS.endBusy : TEXTS.end}
      </Button>
    </Group>
  </Paper>
);

/**
 * "Your sessions" on /profile (issue 23, M6): every browser signed in to the account, with its device, its
 * network ("Near 203.0.113.x": no more is known without a geo database), when it was last used, this device
 * marked; any one can be ended here. Ending this device's own signs out, as Logout does.
 */
export const SessionsCard = () => {
  const sessions = useSessions();
  const end = useEndSession();
  const [endingId, setEndingId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { logout } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (sessions.error) console.error('Loading the sessions failed', sessions.error);
  }, [sessions.error]);

  const onEnd = (session: SessionRow) => {
    setDone(null);
    setEndingId(session.id);
    end.mutate(session.id, {
      onSuccess: () => {
        if (!session.current) return setDone(TEXTS.ended);
        logout();
        navigate(paths.landing);
      },
      onSettled: () => setEndingId(null),
    });
  };

  return (
    <ProfileSection titleId="sessions-title" title={TEXTS.title}>
      <Text>{TEXTS.intro}</Text>
      {end.error && <StatusMessage tone="error">{messageOf(end.error, TEXTS.endFailed)}</StatusMessage>}
      {done && !end.error && <StatusMessage tone="success">{done}</StatusMessage>}
      {sessions.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{TEXTS.loading}</Text>
        </Group>
      ) : sessions.isError ? (
        <StatusMessage tone="error">{messageOf(sessions.error, TEXTS.loadFailed)}</StatusMessage>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={TEXTS.listLabel}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {sessions.data.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              ending={endingId === session.id}
              onEnd={() => onEnd(session)}
            />
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
};
