import { useNavigate } from 'react-router-dom';
import { EntryScreen } from '@/components/entry-screen';
import { paths } from '@/config/paths';
import { useCreateStory } from '@/lib/queries/stories';
import { useDraft } from '../../lib/use-draft.ts';
import { EntryForm } from '../components/entry-form.tsx';
import { draftKeys } from '../lib/draft-keys.ts';
import { savedState } from '../lib/saved-state.ts';
import { useNoteStep } from '../lib/use-note-step.ts';
import { TYPE_STORY_TEXTS } from '../texts.ts';

/** /type-story: write a new story; saving creates it with this text as its first note. */
export const TypeStoryRoute = () => {
  const navigate = useNavigate();
  const { stepId, search } = useNoteStep();
  const draft = useDraft(draftKeys.newStory);
  const create = useCreateStory();

  const save = async (content: string) => {
    const entry = { id: draft.entryId, content, stepId };
    const story = await create.mutateAsync({ content, textEntry: entry });
    draft.clear();
    navigate(`${paths.typeStory(story.id)}${search}`, { state: savedState('story') });
  };

  return (
    <EntryScreen title={TYPE_STORY_TEXTS.typeTitle} intro={TYPE_STORY_TEXTS.typeIntro}>
      <EntryForm draft={draft} label={TYPE_STORY_TEXTS.storyLabel} onSave={save} />
    </EntryScreen>
  );
};
