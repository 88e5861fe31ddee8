import { paths } from '@/config/paths';
import { useArchiveStories } from '../api/list-stories.ts';
import { ARCHIVE_TEXTS, archiveDate } from '../texts.ts';
import { ArchiveRow } from './archive-row.tsx';
import { ArchiveSection } from './archive-section.tsx';
import { EmptyState } from './empty-state.tsx';
import { useConfirmDelete } from './use-confirm-delete.tsx';

/** The caller's stories: title, date and the start of the content. */
export const StoriesSection = () => {
  const stories = useArchiveStories();
  const { ask, modal } = useConfirmDelete('story');
  const rows = (stories.data ?? []).map((story) => {
    const title = ARCHIVE_TEXTS.storyTitle(story.title, story.id);
    return (
      <ArchiveRow
        key={story.id}
        to={paths.typeStory(story.id)}
        title={title}
        details={[archiveDate(story.createdAt)]}
        preview={story.content}
        deleteLabel={ARCHIVE_TEXTS.deleteStoryLabel(title)}
        onDelete={() => ask(story.id)}
      />
    );
  });
  return (
    <>
      <ArchiveSection
        id="archive-stories"
        title={ARCHIVE_TEXTS.storiesTitle}
        loading={stories.isPending}
        loadingText={ARCHIVE_TEXTS.loadingStories}
        rows={rows}
        empty={
          <EmptyState
            text={ARCHIVE_TEXTS.noStories}
            actions={[
              { to: paths.tellStory(), label: ARCHIVE_TEXTS.tellStory },
              { to: paths.typeStory(), label: ARCHIVE_TEXTS.typeStory },
            ]}
          />
        }
      />
      {modal}
    </>
  );
};
