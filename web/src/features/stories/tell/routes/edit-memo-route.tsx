import { useNavigate, useParams } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { useUpdateVoiceMemo, type VoiceMemoEntry } from '@/lib/queries/stories';
import { StoryEntryScreen } from '../../components/story-entry-screen.tsx';
import { useEntryEdit } from '../../lib/use-draft.ts';
import { VoiceMemoForm } from '../components/voice-memo-form.tsx';
import { draftKeys } from '../lib/draft-keys.ts';
import { TELL_STORY_TEXTS } from '../texts.ts';

/** The memo's words (or the unsaved changes kept from an earlier visit) and its kept recording to play. */
const EditMemoForm = ({ storyId, entry }: { storyId: string; entry: VoiceMemoEntry }) => {
  const navigate = useNavigate();
  const update = useUpdateVoiceMemo(storyId, entry.id);
  const { draft, save } = useEntryEdit(draftKeys.edit(entry.id), entry.content, update.mutateAsync, () =>
    navigate(paths.story(storyId)),
  );

  return <VoiceMemoForm draft={draft} canRecord={false} recordingUrl={entry.recordingUrl} onSave={save} />;
};

const EditMemoScreen = ({ storyId, entryId }: { storyId: string; entryId: string }) => (
  <StoryEntryScreen
    storyId={storyId}
    title={TELL_STORY_TEXTS.editTitle}
    intro={TELL_STORY_TEXTS.editIntro}
    back={{ to: paths.story(storyId), label: TELL_STORY_TEXTS.backToStory }}
  >
    {(story) => {
      const entry = (story.voiceMemoEntries ?? []).find((candidate) => candidate.id === entryId);
      if (!entry) return <StatusMessage tone="error">{TELL_STORY_TEXTS.voiceMemoNotFound}</StatusMessage>;
      return <EditMemoForm storyId={storyId} entry={entry} />;
    }}
  </StoryEntryScreen>
);

/** /tell-story/{id}/edit/{entryId}: change a memo's words and play its recording back. */
export const EditMemoRoute = () => {
  const { id = '', entryId = '' } = useParams();
  return <EditMemoScreen key={`${id}/${entryId}`} storyId={id} entryId={entryId} />;
};
