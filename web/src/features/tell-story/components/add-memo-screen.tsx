import { Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { EntryScreen } from '@/components/entry-screen';
import { StoryLoadError } from '@/components/story-load-error';
import { paths } from '@/config/paths';
import { useStory } from '../api/story.ts';
import { useAddVoiceMemo } from '../api/voice-memo-entries.ts';
import { draftKeys } from '../lib/draft-store.ts';
import { useMemoTarget } from '../lib/use-memo-target.ts';
import { useVoiceDraft } from '../lib/use-voice-draft.ts';
import { TELL_STORY_TEXTS } from '../texts.ts';
import { VoiceMemoForm } from './voice-memo-form.tsx';

const AddMemoForm = ({ storyId }: { storyId: string }) => {
  const navigate = useNavigate();
  const { stepId, pathId } = useMemoTarget();
  const draft = useVoiceDraft(draftKeys.memo(storyId));
  const add = useAddVoiceMemo();

  const save = async (content: string) => {
    const memo = { id: draft.entryId, content, stepId, pathId, recordingId: draft.recordingId };
    await add.mutateAsync({ storyId, memo });
    draft.clear();
    navigate(paths.story(storyId));
  };

  return <VoiceMemoForm draft={draft} canRecord onSave={save} />;
};

/** Record a memo for an existing story (/tell-story/{id}, or /tell-story?storyId={id}). */
export const AddMemoScreen = ({ storyId }: { storyId: string }) => {
  const story = useStory(storyId);
  const body = () => {
    if (story.isPending) return <Text role="status">{TELL_STORY_TEXTS.loading}</Text>;
    if (story.isError) return <StoryLoadError error={story.error} onRetry={() => void story.refetch()} />;
    return <AddMemoForm storyId={storyId} />;
  };
  return (
    <EntryScreen
      title={TELL_STORY_TEXTS.addTitle}
      intro={TELL_STORY_TEXTS.addIntro}
      back={{ to: paths.story(storyId), label: TELL_STORY_TEXTS.backToStory }}
    >
      {body()}
    </EntryScreen>
  );
};
