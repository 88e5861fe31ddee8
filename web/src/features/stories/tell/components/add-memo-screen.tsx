import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAddVoiceMemo } from '@/lib/queries/stories';
import { StoryEntryScreen } from '../../components/story-entry-screen.tsx';
import { useDraft } from '../../lib/use-draft.ts';
import { draftKeys } from '../lib/draft-keys.ts';
import { useMemoTarget } from '../lib/use-memo-target.ts';
import { TELL_STORY_TEXTS } from '../texts.ts';
import { VoiceMemoForm } from './voice-memo-form.tsx';

const AddMemoForm = ({ storyId }: { storyId: string }) => {
  const navigate = useNavigate();
  const { stepId, pathId } = useMemoTarget();
  const draft = useDraft(draftKeys.memo(storyId));
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
export const AddMemoScreen = ({ storyId }: { storyId: string }) => (
  <StoryEntryScreen
    storyId={storyId}
    title={TELL_STORY_TEXTS.addTitle}
    intro={TELL_STORY_TEXTS.addIntro}
    back={{ to: paths.story(storyId), label: TELL_STORY_TEXTS.backToStory }}
  >
    {() => <AddMemoForm storyId={storyId} />}
  </StoryEntryScreen>
);
