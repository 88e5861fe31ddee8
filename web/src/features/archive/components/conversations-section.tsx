import { paths } from '@/config/paths';
import { useArchiveConversations } from '@/lib/queries/conversations';
import { ARCHIVE_TEXTS, archiveDate } from '../texts.ts';
import { ArchiveSection } from './archive-section.tsx';
import { EmptyState } from './empty-state.tsx';
import { useConfirmDeleteConversation } from './use-confirm-delete.tsx';

/** The caller's conversations with Walt: title, message count, date and the last thing said. */
export const ConversationsSection = () => {
  const conversations = useArchiveConversations();
  const remove = useConfirmDeleteConversation();
  return (
    <ArchiveSection
      id="archive-conversations"
      title={ARCHIVE_TEXTS.conversationsTitle}
      query={conversations}
      loadingText={ARCHIVE_TEXTS.loadingConversations}
      row={(conversation) => {
        const title = ARCHIVE_TEXTS.conversationTitle(conversation.title, conversation.id);
        return {
          to: paths.conversation(conversation.id),
          title,
          details: [
            ARCHIVE_TEXTS.messageCount(conversation.messageCount),
            archiveDate(conversation.createdAt),
          ],
          preview: conversation.lastMessagePreview,
          deleteLabel: ARCHIVE_TEXTS.deleteConversationLabel(title),
        };
      }}
      remove={remove}
      empty={
        <EmptyState
          text={ARCHIVE_TEXTS.noConversations}
          actions={[{ to: paths.app, label: ARCHIVE_TEXTS.startFirstConversation }]}
        />
      }
    />
  );
};
