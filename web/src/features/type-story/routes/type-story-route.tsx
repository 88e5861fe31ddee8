import { useNavigate } from 'react-router-dom';
import { EntryScreen } from '@/components/entry-screen';
import { paths } from '@/config/paths';
import { useCreateTypedStory } from '../api/create-story.ts';
import { EntryForm } from '../components/entry-form.tsx';
import { draftKeys } from '../lib/draft-store.ts';
import { savedState } from '../lib/saved-state.ts';
import { useDraft } from '../lib/use-draft.ts';
import { useNoteStep } from '../lib/use-note-step.ts';
import { TYPE_STORY_TEXTS } from '../texts.ts';

/** /type-story: write a new story; saving creates it with this text as its first note. */
export const TypeStoryRoute = () => {
  const navigate = useNavigate();
  const { stepId, search } = useNoteStep();
  const draft = useDraft(draftKeys.newStory);
  const create = useCreateTypedStory();

  const save = async (content: string) => {
    const story = await create.mutateAsync({ id: draft.entryId, content, stepId });
    draft.clear();
    navigate(`${paths.typeStory(story.id)}${search}`, { state: savedState('story') });
  };

  return (
    <EntryScreen title={TYPE_STORY_TEXTS.typeTitle} intro={TYPE_STORY_TEXTS.typeIntro}>
      <EntryForm draft={draft} label={TYPE_STORY_TEXTS.storyLabel} onSave={save} />
    </EntryScreen>
  );
};
