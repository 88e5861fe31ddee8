import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { TitledSection } from '@/components/titled-section';
import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import { paths } from '@/config/paths';
import { textEntriesOf, useAddTextEntry, useDeleteMaterial } from '@/lib/queries/stories';
import { StoryEntryScreen } from '../../components/story-entry-screen.tsx';
import { useDraft } from '../../lib/use-draft.ts';
import { EntryForm } from '../components/entry-form.tsx';
import { TextEntryList } from '../components/text-entry-list.tsx';
import { draftKeys } from '../lib/draft-keys.ts';
import { savedNoticeOf } from '../lib/saved-state.ts';
import { useNoteStep } from '../lib/use-note-step.ts';
import { TYPE_STORY_TEXTS } from '../texts.ts';

const AddNoteScreen = ({ storyId }: { storyId: string }) => {
  const { stepId, search } = useNoteStep();
  const location = useLocation();
  const [notice, setNotice] = useState(() => savedNoticeOf(location.state));
  const draft = useDraft(draftKeys.note(storyId));
  const add = useAddTextEntry(storyId);
  const remove = useDeleteMaterial(storyId, 'textEntry');
  const { ask, modal } = useDeleteConfirmation(remove, {
    title: TYPE_STORY_TEXTS.deleteNoteTitle,
    message: TYPE_STORY_TEXTS.confirmDeleteTextEntry,
  });

  const save = async (content: string) => {
    setNotice(undefined);
    await add.mutateAsync({ id: draft.entryId, content, stepId });
    draft.clear();
    setNotice(TYPE_STORY_TEXTS.noteSaved);
  };

  return (
    <StoryEntryScreen
      storyId={storyId}
      title={TYPE_STORY_TEXTS.addTitle}
      intro={TYPE_STORY_TEXTS.addIntro}
      back={{ to: paths.archive, label: TYPE_STORY_TEXTS.backToArchive }}
    >
      {(story) => (
        <>
          {notice && <StatusMessage tone="success">{notice}</StatusMessage>}
          <TitledSection titleId="story-title" title={TYPE_STORY_TEXTS.storyTitle(story.title, story.id)}>
            {remove.isError && <StatusMessage tone="error">{TYPE_STORY_TEXTS.deleteFailed}</StatusMessage>}
            <TextEntryList storyId={storyId} entries={textEntriesOf(story)} search={search} onDelete={ask} />
          </TitledSection>
          <TitledSection titleId="new-note-title" title={TYPE_STORY_TEXTS.newNoteTitle}>
            <EntryForm draft={draft} label={TYPE_STORY_TEXTS.noteLabel} onSave={save} />
          </TitledSection>
          {modal}
        </>
      )}
    </StoryEntryScreen>
  );
};

/** /type-story/{id}: the story's typed notes, oldest first, to edit or delete, and a box to add one more. */
export const AddNoteRoute = () => {
  const { id = '' } = useParams();
  return <AddNoteScreen key={id} storyId={id} />;
};
