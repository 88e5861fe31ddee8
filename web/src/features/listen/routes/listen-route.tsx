import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { VOICE_TEXTS } from '#shared/texts.ts';
import { StatusMessage } from '@/components/status-message';
import { ApiError } from '@/lib/api-client';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { getListen, type ListenPage } from '../api/get-listen.ts';
import classes from '../components/listen.module.css';
import { PassagePlayer } from '../components/passage-player.tsx';
import { LISTEN_PAGE_TEXTS as T } from '../texts.ts';

type Loaded = { state: 'loading' } | { state: 'ready'; page: ListenPage } | { state: 'gone'; text: string };

/** Why there is nothing to play: a stopped or unknown link, too many listens, or no connection. */
const goneText = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) return VOICE_TEXTS.noLongerShared;
  if (error instanceof ApiError && error.status === 429) return VOICE_TEXTS.listenTooMany;
  return T.failed;
};

const useListenPage = (token: string): Loaded => {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    getListen(token).then(
      (page) => current && setLoaded({ state: 'ready', page }),
      (error: unknown) => current && setLoaded({ state: 'gone', text: goneText(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return loaded;
};

/**
 * /listen/{token} (issue 26): a keepsake paragraph's listen link, printed as a QR code or shared. Anyone may
 * open it, signed in or not; it shows whose voice and from which keepsake, the words, and plays them. It is
 * never indexed, and once the narrator stops the links it says only that the recording is no longer shared.
 */
export const ListenRoute = () => {
  const { token = '' } = useParams();
  const loaded = useListenPage(token);
  useNoIndex();
  usePageTitle(loaded.state === 'ready' ? VOICE_TEXTS.listenTitle(loaded.page.narratorName) : T.pageTitle);
  return (
    <Container size="sm" py={48}>
      {loaded.state === 'loading' && (
        <Text role="status" fz="lg">
          {T.loading}
        </Text>
      )}
      {loaded.state === 'gone' && (
        <Stack gap="lg">
          <Title order={1}>{T.pageTitle}</Title>
          <StatusMessage tone="info">{loaded.text}</StatusMessage>
        </Stack>
      )}
      {loaded.state === 'ready' && (
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={1}>{VOICE_TEXTS.listenTitle(loaded.page.narratorName)}</Title>
            <Text fz="xl">{VOICE_TEXTS.listenFrom(loaded.page.title)}</Text>
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="xl">
              <blockquote className={classes.quote}>{loaded.page.quote}</blockquote>
              <PassagePlayer
                src={loaded.page.audioUrl}
                label={T.audioLabel(loaded.page.narratorName)}
                start={loaded.page.startSeconds}
                end={loaded.page.endSeconds}
              />
            </Stack>
          </Paper>
        </Stack>
      )}
    </Container>
  );
};
