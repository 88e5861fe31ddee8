import { useNavigate, useParams } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { type TextEntry, useUpdateTextEntry } from '@/lib/queries/stories';
import { StoryEntryScreen } from '../../components/story-entry-screen.tsx';
import { useEntryEdit } from '../../lib/use-draft.ts';
import { EntryForm } from '../components/entry-form.tsx';
import { draftKeys } from '../lib/draft-keys.ts';
import { savedState } from '../lib/saved-state.ts';
import { useNoteStep } from '../lib/use-note-step.ts';
import { TYPE_STORY_TEXTS } from '../texts.ts';

interface EditNoteFormProps {
  storyId: string;
  entry: TextEntry;
  back: string;
}

/** The entry's text (or the unsaved changes kept from an earlier visit); Save and Cancel both go back. */
const EditNoteForm = ({ storyId, entry, back }: EditNoteFormProps) => {
  const navigate = useNavigate();
  const update = useUpdateTextEntry(storyId, entry.id);
  const { draft, save } = useEntryEdit(draftKeys.edit(entry.id), entry.content, update.mutateAsync, () =>
    navigate(back, { state: savedState('note') }),
  );

  return <EntryForm draft={draft} label={TYPE_STORY_TEXTS.noteLabel} onSave={save} cancelTo={back} />;
};

const EditNoteScreen = ({ storyId, entryId }: { storyId: string; entryId: string }) => {
  const { search } = useNoteStep();
  const back = `${paths.typeStory(storyId)}${search}`;
  return (
    <StoryEntryScreen
      storyId={storyId}
      title={TYPE_STORY_TEXTS.editTitle}
      intro={TYPE_STORY_TEXTS.editIntro}
      back={{ to: back, label: TYPE_STORY_TEXTS.backToStory }}
    >
      {(story) => {
        const entry = (story.textEntries ?? []).find((candidate) => candidate.id === entryId);
        if (!entry) return <StatusMessage tone="error">{TYPE_STORY_TEXTS.textEntryNotFound}</StatusMessage>;
        return <EditNoteForm storyId={storyId} entry={entry} back={back} />;
      }}
    </StoryEntryScreen>
  );
};

/** /type-story/{id}/edit/{entryId}: rewrite one typed note. */
export const EditNoteRoute = () => {
  const { id = '', entryId = '' } = useParams();
  return <EditNoteScreen key={`${id}/${entryId}`} storyId={id} entryId={entryId} />;
};
