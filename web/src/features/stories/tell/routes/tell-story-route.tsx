import { useNavigate, useParams } from 'react-router-dom';
import { EntryScreen } from '@/components/entry-screen';
import { paths } from '@/config/paths';
import { useAddVoiceMemo, useCreateStory } from '@/lib/queries/stories';
import { useDraft } from '../../lib/use-draft.ts';
import { AddMemoScreen } from '../components/add-memo-screen.tsx';
import { VoiceMemoForm } from '../components/voice-memo-form.tsx';
import { draftKeys } from '../lib/draft-keys.ts';
import { useMemoTarget } from '../lib/use-memo-target.ts';
import { TELL_STORY_TEXTS } from '../texts.ts';

/**
 * A new story from a first memo. The story is created first and remembered in the draft, so a retry after a
 * failed memo save adds the memo to that story instead of making a second one.
 */
const NewStoryScreen = () => {
  const navigate = useNavigate();
  const { stepId, pathId } = useMemoTarget();
  const draft = useDraft(draftKeys.newStory);
  const create = useCreateStory();
  const add = useAddVoiceMemo();

  const save = async (content: string) => {
    let storyId = draft.storyId;
    if (!storyId) {
      storyId = (await create.mutateAsync({})).id;
      draft.update({ storyId });
    }
    const memo = { id: draft.entryId, content, stepId, pathId, recordingId: draft.recordingId };
    await add.mutateAsync({ storyId, memo });
    draft.clear();
    navigate(paths.story(storyId));
  };

  return (
    <EntryScreen title={TELL_STORY_TEXTS.tellTitle} intro={TELL_STORY_TEXTS.tellIntro}>
      <VoiceMemoForm draft={draft} canRecord onSave={save} />
    </EntryScreen>
  );
};

/** /tell-story: a new story; with ?storyId= the memo is added to that story instead. */
export const TellStoryRoute = () => {
  const { storyId } = useMemoTarget();
  return storyId ? <AddMemoScreen key={storyId} storyId={storyId} /> : <NewStoryScreen />;
};

/** /tell-story/{id}: another memo for the story. */
export const AddMemoRoute = () => {
  const { id = '' } = useParams();
  return <AddMemoScreen key={id} storyId={id} />;
};
