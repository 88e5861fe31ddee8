import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import { type ArchiveKind, useDeleteArchiveItem } from '../api/delete-item.ts';
import { ARCHIVE_TEXTS } from '../texts.ts';

const wording = {
  conversation: {
    title: ARCHIVE_TEXTS.deleteConversationTitle,
    message: ARCHIVE_TEXTS.confirmDeleteConversation,
  },
  story: { title: ARCHIVE_TEXTS.deleteStoryTitle, message: ARCHIVE_TEXTS.confirmDeleteStory },
} as const;

/** The delete flow of one archive list: `ask(id)` opens the confirmation, and `modal` is rendered by the list. */
export const useConfirmDelete = (kind: ArchiveKind) =>
  useDeleteConfirmation(useDeleteArchiveItem(kind), wording[kind]);
