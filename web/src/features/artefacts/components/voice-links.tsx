import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLink, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { VOICE_TEXTS } from '#shared/texts.ts';
import { StatusMessage } from '@/components/status-message';
import { focusIfLost } from '@/lib/focus-if-lost';
import type { ArtefactVersion } from '@/lib/queries/artefacts';
import { type ListenLink, useMakeListenLinks, useStopListenLinks } from '@/lib/queries/listen-links';
import { ARTEFACT_PAGE_TEXTS as T } from '../texts.ts';

/** Whether any paragraph drew on something said aloud (a memo or a conversation); the server decides which. */
const mayBeVoiced = (version: ArtefactVersion) =>
  (version.sources ?? []).some((entry) =>
    entry.sources.some((source) => source.kind === 'voiceMemo' || source.kind === 'message'),
  );

type Done = 'made' | 'none' | 'stopped' | 'failed';

/**
 * "Make voice links" and "Stop voice links" (issue 26): links are made for the latest version's voiced
 * paragraphs, and stopped all at once, after which every link of the keepsake says it is no longer shared.
 */
export const VoiceLinks = ({
  artefactId,
  latest,
  links,
}: {
  artefactId: string;
  latest: ArtefactVersion;
  links: ListenLink[];
}) => {
  const make = useMakeListenLinks(artefactId);
  const stop = useStopListenLinks(artefactId);
  const [done, setDone] = useState<Done>();
  const makeButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  // The button pressed is gone once its work is done: the keyboard goes on from the one in its place.
  const linked = links.length > 0;
  useEffect(() => {
    if (done === 'made' && linked) focusIfLost(stopButton.current);
    if (done === 'stopped' && !linked) focusIfLost(makeButton.current);
  }, [done, linked]);
  const canMake =
    mayBeVoiced(latest) && done !== 'none' && !links.some((link) => link.version === latest.version);
  if (!canMake && links.length === 0 && !done) return null;

  const onMake = () => {
    setDone(undefined);
    make.mutate(undefined, {
      onSuccess: (made) => setDone(made.links.length > 0 ? 'made' : 'none'),
      onError: () => setDone('failed'),
    });
  };
  const onStop = () => {
    setDone(undefined);
    stop.mutate(undefined, { onSuccess: () => setDone('stopped'), onError: () => setDone('failed') });
  };
  return (
    <Stack gap="xs" data-testid="voice-links">
      {(canMake || links.length > 0) && <Text>{T.voiceLinksIntro}</Text>}
      <Group gap="sm">
        {canMake && (
          <Button
            ref={makeButton}
            variant="default"
            leftSection={<IconLink size={20} aria-hidden="true" />}
            loading={make.isPending}
            onClick={onMake}
          >
            {VOICE_TEXTS.makeVoiceLinks}
          </Button>
        )}
        {links.length > 0 && (
          <Button
            ref={stopButton}
            variant="outline"
            color="red.9"
            leftSection={<IconLinkOff size={20} aria-hidden="true" />}
            loading={stop.isPending}
            onClick={onStop}
          >
            {VOICE_TEXTS.stopVoiceLinks}
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {done === 'made' && <StatusMessage tone="success">{T.voiceLinksMade}</StatusMessage>}
        {done === 'stopped' && <StatusMessage tone="success">{VOICE_TEXTS.voiceLinksStopped}</StatusMessage>}
        {done === 'none' && <StatusMessage tone="info">{VOICE_TEXTS.noVoicedParagraphs}</StatusMessage>}
      </div>
      {done === 'failed' && <StatusMessage tone="error">{VOICE_TEXTS.voiceLinksFailed}</StatusMessage>}
    </Stack>
  );
};
