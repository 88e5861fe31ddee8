import { Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { EntryScreen } from '@/components/entry-screen';
import { StatusMessage } from '@/components/status-message';
import { StoryLoadError } from '@/components/story-load-error';
import { paths } from '@/config/paths';
import { type TextEntry, useStory } from '../api/story.ts';
import { useUpdateTextEntry } from '../api/text-entries.ts';
import { EntryForm } from '../components/entry-form.tsx';
import { draftKeys } from '../lib/draft-store.ts';
import { savedState } from '../lib/saved-state.ts';
import { useDraft } from '../lib/use-draft.ts';
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
  const draft = useDraft(draftKeys.edit(entry.id), entry.content);
  const update = useUpdateTextEntry(storyId, entry.id);

  const save = async (content: string) => {
    await update.mutateAsync(content);
    draft.clear();
    navigate(back, { state: savedState('note') });
  };

  return <EntryForm draft={draft} label={TYPE_STORY_TEXTS.noteLabel} onSave={save} cancelTo={back} />;
};

const EditNoteScreen = ({ storyId, entryId }: { storyId: string; entryId: string }) => {
  const story = useStory(storyId);
  const { search } = useNoteStep();
  const back = `${paths.typeStory(storyId)}${search}`;

  const body = () => {
    if (story.isPending) return <Text role="status">{TYPE_STORY_TEXTS.loading}</Text>;
    if (story.isError) return <StoryLoadError error={story.error} onRetry={() => void story.refetch()} />;
    const entry = (story.data.textEntries ?? []).find((candidate) => candidate.id === entryId);
    if (!entry) return <StatusMessage tone="error">{TYPE_STORY_TEXTS.textEntryNotFound}</StatusMessage>;
    return <EditNoteForm storyId={storyId} entry={entry} back={back} />;
  };

  return (
    <EntryScreen
      title={TYPE_STORY_TEXTS.editTitle}
      intro={TYPE_STORY_TEXTS.editIntro}
      back={{ to: back, label: TYPE_STORY_TEXTS.backToStory }}
    >
      {body()}
    </EntryScreen>
  );
};

/** /type-story/{id}/edit/{entryId}: rewrite one typed note. */
export const EditNoteRoute = () => {
  const { id = '', entryId = '' } = useParams();
  return <EditNoteScreen key={`${id}/${entryId}`} storyId={id} entryId={entryId} />;
};
