// Styles of the Mantine components this screen adds to the shell's (loaded with the lazy route).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { messageOf } from '@/lib/api-client';
import { loadCallQuery } from '../api/load-call.ts';
import { CallScreen } from '../components/call-screen.tsx';
import { INTERVIEW_TEXTS } from '../texts.ts';

/** /audio-chat/{sessionType}, /app/chat/{sessionType} and /app/chat/path/{pathId}?storyId= */
export const CallRoute = () => {
  const { sessionType, pathId } = useParams();
  const [search] = useSearchParams();
  const storyId = search.get('storyId') ?? undefined;
  const target = pathId
    ? { pathId, ...(storyId ? { storyId } : {}) }
    : { sessionType, ...(storyId ? { storyId } : {}) };
  const query = useQuery(loadCallQuery(target));
  if (query.isPending) return <FullScreenLoader label={INTERVIEW_TEXTS.loading} />;
  if (query.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title={INTERVIEW_TEXTS.startFailed}>
          {messageOf(query.error, INTERVIEW_TEXTS.loadFailed)}
        </Alert>
      </Container>
    );
  }
  return <CallScreen key={query.data.conversation.id} call={query.data} sessionType={sessionType} />;
};
