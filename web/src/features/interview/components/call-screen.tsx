import { Alert, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sectionFor } from '@/config/conversation-sections';
import { HOME_PATH, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { announceConversationCompleted } from '@/lib/conversation-events';
import { openRecorder } from '@/lib/media-recorder';
import { refreshCallRecordings } from '@/lib/queries/call-recordings';
import { profileQueryOptions } from '@/lib/queries/profile';
import { useAudioLevels } from '@/lib/use-audio-levels';
import { usePageTitle } from '@/lib/use-page-title';
import { httpCallApi } from '../api/http-call-api.ts';
import type { LoadedCall } from '../api/load-call.ts';
import { useCallController } from '../hooks/use-call-controller.ts';
import { playHangUpSound } from '../lib/hang-up-sound.ts';
import { RealtimeConnection } from '../lib/realtime-connection.ts';
import { refreshAfterCall, refreshCompletedPath } from '../lib/refresh-after-call.ts';
import { INTERVIEW_TEXTS } from '../texts.ts';
import { CallHeader } from './call-header.tsx';
import { CompletionView, FinishedView, StoryPathCard } from './call-outcome.tsx';
import { CallPanel } from './call-panel.tsx';
import classes from './call-screen.module.css';
import { NotesPanel } from './notes-panel.tsx';
import { QuestionCard } from './question-card.tsx';
import { RecordingState } from './recording-state.tsx';
import { RemoteAudio } from './remote-audio.tsx';
import { TypedReply } from './typed-reply.tsx';

/** The live interview: Walt on the left, his notes on the right. */
export const CallScreen = ({ call, sessionType }: { call: LoadedCall; sessionType?: string }) => {
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [remote, setRemote] = useState<MediaStream>();
  const [meterError, setMeterError] = useState<string | null>(null);
  const section = sectionFor(sessionType ?? call.conversation.sessionType);
  const name = call.context.name || section?.title || INTERVIEW_TEXTS.fallbackTitle;
  usePageTitle(name);

  const setup = useMemo(
    () => ({
      conversationId: call.conversation.id,
      storyId: call.storyId,
      pathId: call.pathId,
      questions: call.questions,
      introScript: call.context.introScript,
      existingMessages: call.messages,
    }),
    [call],
  );
  // The narrator's consent, read again when the call connects (the profile may load after the screen).
  const keepsRecordings = useQuery({
    ...profileQueryOptions(),
    select: (profile) => profile.grantedPermissions.keepCallRecordings === true,
  }).data;
  const keeps = useRef(false);
  keeps.current = keepsRecordings === true;
  const { controller, snapshot } = useCallController(setup, {
    api: httpCallApi,
    connection: () => new RealtimeConnection(),
    playHangUpSound,
    onRemoteStream: setRemote,
    onPathCompleted: () => refreshCompletedPath(queryClient, call.storyId),
    onConversationCompleted: () => announceConversationCompleted(call.storyId),
    recording: {
      enabled: () => keeps.current && typeof MediaRecorder !== 'undefined',
      open: openRecorder,
      onSaved: () => void refreshCallRecordings(queryClient, call.conversation.id),
    },
  });
  useEffect(() => {
    if (call.pathAlreadyCompleted) controller.markPathCompleted();
  }, [controller, call.pathAlreadyCompleted]);
  useEffect(
    () => () =>
      refreshAfterCall(queryClient, { conversationId: call.conversation.id, storyId: call.storyId }),
    [queryClient, call],
  );
  const levels = useAudioLevels(
    snapshot.phase === 'active' ? remote : undefined,
    useCallback(setMeterError, []),
  );

  const inCall =
    snapshot.phase === 'active' || snapshot.phase === 'connecting' || snapshot.phase === 'ending';
  const finished = snapshot.phase === 'ended' && snapshot.messages.length > 0;
  const showCompletion = snapshot.pathCompleted && !inCall && !finished;
  const introText =
    call.context.introCardText?.trim() || (name ? INTERVIEW_TEXTS.readyToStart(name) : section?.unstarted);

  const leave = async (to: string) => {
    await controller.end();
    navigate(to);
  };

  return (
    <div className={classes.screen}>
      <RemoteAudio stream={snapshot.phase === 'active' ? remote : undefined} />
      <CallHeader
        name={state.user?.name}
        onLogout={() => {
          void controller.end();
          logout();
          navigate(paths.landing);
        }}
        onSaveAndExit={() => void leave(HOME_PATH)}
      />
      <div className={classes.body}>
        <Container size="md" component="main" id="main-content" className={classes.main}>
          <Stack gap="lg">
            <Title order={1} ta="center">
              {name}
            </Title>
            {(snapshot.error || meterError) && (
              <Alert color="red" role="alert" data-testid="call-error">
                {snapshot.error ?? meterError}
              </Alert>
            )}
            {showCompletion ? (
              <CompletionView storyId={call.storyId} />
            ) : (
              snapshot.phase === 'idle' &&
              !finished && (
                <Card withBorder padding="lg" data-testid="intro-card">
                  <Text fz="lg">{introText}</Text>
                </Card>
              )
            )}
            <CallPanel
              phase={snapshot.phase}
              voice={snapshot.voice}
              elapsedSeconds={snapshot.elapsedSeconds}
              levels={levels}
              canStart={!showCompletion}
              onStart={() => void controller.start()}
              onEnd={() => void controller.end()}
            />
            {keepsRecordings !== undefined && <RecordingState on={keepsRecordings} />}
            {snapshot.saving && (
              <Text ta="center" c="dimmed" role="status">
                {INTERVIEW_TEXTS.autosaving}
              </Text>
            )}
            {snapshot.phase === 'active' && snapshot.caption && (
              <Text
                fz="lg"
                ta="center"
                className={classes.caption}
                aria-label={INTERVIEW_TEXTS.captionLabel}
                data-testid="caption"
              >
                {snapshot.caption}
              </Text>
            )}
            <QuestionCard card={snapshot.questionCard} loading={snapshot.questionCardLoading} />
            {snapshot.phase === 'active' && call.storyId && (
              <StoryPathCard storyId={call.storyId} pathCompleted={snapshot.pathCompleted} />
            )}
            {snapshot.offline && inCall && (
              <Alert color="blue" title={INTERVIEW_TEXTS.offlineTitle} data-testid="offline-notice">
                {INTERVIEW_TEXTS.offlineNotice}
              </Alert>
            )}
            {snapshot.phase === 'active' && (
              <TypedReply onSend={(text) => controller.sendText(text)} disabled={false} />
            )}
            {finished && <FinishedView storyId={call.storyId} pathCompleted={snapshot.pathCompleted} />}
          </Stack>
        </Container>
        <Group align="stretch" className={classes.side}>
          <NotesPanel
            notes={snapshot.notes}
            loading={!snapshot.notesLoaded}
            highlightedIds={snapshot.highlightedNoteIds}
            onAdd={(content) => controller.addNote(content, 'user')}
            onSave={(noteId, content) => void controller.updateNote(noteId, content, 'user').catch(() => {})}
            onDelete={(noteId) => void controller.removeNote(noteId).catch(() => {})}
          />
        </Group>
      </div>
    </div>
  );
};
