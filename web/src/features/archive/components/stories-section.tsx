import { paths } from '@/config/paths';
import { useArchiveStories } from '@/lib/queries/stories';
import { ARCHIVE_TEXTS, archiveDate } from '../texts.ts';
import { ArchiveSection } from './archive-section.tsx';
import { EmptyState } from './empty-state.tsx';
import { useConfirmDeleteStory } from './use-confirm-delete.tsx';

/** The caller's stories: title, date and the start of the content. */
export const StoriesSection = () => {
  const stories = useArchiveStories();
  const remove = useConfirmDeleteStory();
  return (
    <ArchiveSection
      id="archive-stories"
      title={ARCHIVE_TEXTS.storiesTitle}
      query={stories}
      loadingText={ARCHIVE_TEXTS.loadingStories}
      row={(story) => {
        const title = ARCHIVE_TEXTS.storyTitle(story.title, story.id);
        return {
          to: paths.typeStory(story.id),
          title,
          details: [archiveDate(story.createdAt)],
          preview: story.content,
          deleteLabel: ARCHIVE_TEXTS.deleteStoryLabel(title),
        };
      }}
      remove={remove}
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
  );
};
