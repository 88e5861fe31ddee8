import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import { useDeleteConversation } from '@/lib/queries/conversations';
import { useDeleteStory } from '@/lib/queries/stories';
import { ARCHIVE_TEXTS } from '../texts.ts';

/** The delete flow of the conversations list: `ask(id)` opens the confirmation, and `modal` is rendered by the list. */
export const useConfirmDeleteConversation = () =>
  useDeleteConfirmation(useDeleteConversation(), {
    title: ARCHIVE_TEXTS.deleteConversationTitle,
    message: ARCHIVE_TEXTS.confirmDeleteConversation,
  });

/** The same for the stories list; deleting a story also deletes its conversations. */
export const useConfirmDeleteStory = () =>
  useDeleteConfirmation(useDeleteStory(), {
    title: ARCHIVE_TEXTS.deleteStoryTitle,
    message: ARCHIVE_TEXTS.confirmDeleteStory,
  });
