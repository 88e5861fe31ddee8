import { Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { EntryScreen } from '@/components/entry-screen';
import { StatusMessage } from '@/components/status-message';
import { StoryLoadError } from '@/components/story-load-error';
import { paths } from '@/config/paths';
import { useStory, type VoiceMemoEntry } from '../api/story.ts';
import { useUpdateVoiceMemo } from '../api/voice-memo-entries.ts';
import { VoiceMemoForm } from '../components/voice-memo-form.tsx';
import { draftKeys } from '../lib/draft-store.ts';
import { useVoiceDraft } from '../lib/use-voice-draft.ts';
import { TELL_STORY_TEXTS } from '../texts.ts';

/** The memo's words (or the unsaved changes kept from an earlier visit) and its kept recording to play. */
const EditMemoForm = ({ storyId, entry }: { storyId: string; entry: VoiceMemoEntry }) => {
  const navigate = useNavigate();
  const draft = useVoiceDraft(draftKeys.edit(entry.id), entry.content);
  const update = useUpdateVoiceMemo(storyId, entry.id);

  const save = async (content: string) => {
    await update.mutateAsync(content);
    draft.clear();
    navigate(paths.story(storyId));
  };

  return <VoiceMemoForm draft={draft} canRecord={false} recordingUrl={entry.recordingUrl} onSave={save} />;
};

const EditMemoScreen = ({ storyId, entryId }: { storyId: string; entryId: string }) => {
  const story = useStory(storyId);
  const body = () => {
    if (story.isPending) return <Text role="status">{TELL_STORY_TEXTS.loading}</Text>;
    if (story.isError) return <StoryLoadError error={story.error} onRetry={() => void story.refetch()} />;
    const entry = (story.data.voiceMemoEntries ?? []).find((candidate) => candidate.id === entryId);
    if (!entry) return <StatusMessage tone="error">{TELL_STORY_TEXTS.voiceMemoNotFound}</StatusMessage>;
    return <EditMemoForm storyId={storyId} entry={entry} />;
  };
  return (
    <EntryScreen
      title={TELL_STORY_TEXTS.editTitle}
      intro={TELL_STORY_TEXTS.editIntro}
      back={{ to: paths.story(storyId), label: TELL_STORY_TEXTS.backToStory }}
    >
      {body()}
    </EntryScreen>
  );
};

/** /tell-story/{id}/edit/{entryId}: change a memo's words and play its recording back. */
export const EditMemoRoute = () => {
  const { id = '', entryId = '' } = useParams();
  return <EditMemoScreen key={`${id}/${entryId}`} storyId={id} entryId={entryId} />;
};
